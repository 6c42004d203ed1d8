import { expect, test as base, type APIRequestContext, type Page } from "@playwright/test";
import { HOLD_WAIT_MS, holdShared } from "./exclusive";

export const ADMIN = { username: "admin", password: "e2e-admin-password" };

export interface Session {
  token: string;
  user: { id: number; username: string; email: string };
}

/** Logs in through the API (the form itself is tested in auth.spec.ts). */
export async function apiLogin(request: APIRequestContext, credentials = ADMIN): Promise<Session> {
  const response = await request.post("/logAdmin", { data: credentials });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as Session & { success: boolean };
  return { token: body.token, user: body.user };
}

/**
 * Puts a session in the browser's storage the way the login form does, before the first page
 * of the tab loads (setting it on a loaded /admin would race that page's own redirect).
 */
export async function seedSession(page: Page, session: Session) {
  await page.addInitScript(
    ([token, user]) => {
      try {
        if (window.sessionStorage.getItem("e2e-session-seeded")) return;
        window.sessionStorage.setItem("e2e-session-seeded", "1");
        window.localStorage.setItem("token", token);
        window.localStorage.setItem("user", user);
      } catch {
        // about:blank has no storage.
      }
    },
    [session.token, JSON.stringify(session.user)] as const,
  );
}

/**
 * `test` for admin specs: every test holds the shared lock (see exclusive.ts) and gets an
 * `admin` page already signed in.
 */
export const test = base.extend<{ admin: Page; session: Session; sharedHold: void }>({
  sharedHold: [
    async ({}, provide, testInfo) => {
      const release = await holdShared(`worker-${testInfo.workerIndex}`);
      await provide();
      release();
    },
    { auto: true, timeout: HOLD_WAIT_MS },
  ],
  session: async ({ request }, provide) => {
    await provide(await apiLogin(request));
  },
  admin: async ({ page, session }, provide) => {
    await seedSession(page, session);
    await provide(page);
  },
});

export { expect };

/** The toast region (admin.md §2: top right, gone after 3000 ms). */
export function toasts(page: Page) {
  return page.getByRole("region", { name: "Notifications" });
}

export async function expectToast(page: Page, text: string | RegExp) {
  await expect(toasts(page).getByText(text).first()).toBeVisible();
}

/** Answers the styled confirmation, checking its exact text. */
export async function confirmDelete(page: Page, text: string) {
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(text);
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(dialog).toBeHidden();
}

/** A page's content screen, waiting until its list has loaded. */
export async function openScreen(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await expect(page.locator("table[aria-busy=false]").first()).toBeVisible();
}
