// "Where you're signed in" (contract §8): two browsers signed in to one account; the first ends
// the second's session, whose next step lands on the sign-in screen; "End all other sessions"
// leaves only this browser. Ending sessions would sign other files' tests out, so this file
// runs alone (support/exclusive.ts).
import { apiLogin, expect, expectToast, seedSession, test } from "./support/admin-test";
import { HOLD_WAIT_MS, holdExclusive } from "./support/exclusive";
import { expectNoAxeViolations } from "../support/axe";

const FIREFOX_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0";
const SAFARI_MAC = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15";

const sidOf = (token: string) => (JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString("utf8")) as { sid: string }).sid;

test.describe.configure({ mode: "serial" });

let release: (() => void) | undefined;
test.beforeAll(async () => {
  test.setTimeout(HOLD_WAIT_MS);
  release = await holdExclusive();
});
test.afterAll(() => release?.());

test("end another browser's session: its next step lands on the sign-in screen", async ({ admin: page, session, browser }) => {
  // A second browser of its own (another user agent), signed in to the same account.
  const other = await browser.newContext({ userAgent: FIREFOX_WINDOWS });
  try {
    const otherPage = await other.newPage();
    const otherSession = await apiLogin(other.request);
    await seedSession(otherPage, otherSession);
    await otherPage.goto("/admin/dashboard");
    await expect(otherPage.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

    await page.goto("/admin/dashboard");
    await page.getByRole("navigation").getByRole("link", { name: "Where you're signed in" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Where you're signed in" })).toBeVisible();
    const mine = page.locator(`tr[data-session="${sidOf(session.token)}"]`);
    const theirs = page.locator(`tr[data-session="${sidOf(otherSession.token)}"]`);
    await expect(mine).toContainText("This browser");
    await expect(mine.getByRole("button", { name: /^End/ })).toHaveCount(0);
    await expect(theirs).toContainText("Firefox on Windows");
    await expect(theirs).not.toContainText("This browser");
    await expect(theirs.locator("time")).toHaveCount(2);

    await expectNoAxeViolations(page);

    // Cancel keeps it.
    await theirs.getByRole("button", { name: /^End the session of Firefox on Windows/ }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText("Firefox on Windows at");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(theirs).toHaveCount(1);

    await theirs.getByRole("button", { name: /^End the session of Firefox on Windows/ }).click();
    await dialog.getByRole("button", { name: "End session" }).click();
    await expectToast(page, "Firefox on Windows: Session ended. That browser is signed out at its next step.");
    // Kept on the screen after the toast has gone.
    await expect(page.getByRole("main").getByText("Firefox on Windows: Session ended.")).toBeVisible();
    await expect(theirs).toHaveCount(0);
    await expect(mine).toHaveCount(1);

    // The other browser's next action: back to the sign-in screen, told why.
    await otherPage.getByRole("navigation").getByRole("link", { name: "Trash" }).click();
    await expect(otherPage).toHaveURL(/\/admin$/);
    await expectToast(otherPage, "Session expired. Please log in again.");
    await expect(otherPage.getByRole("heading", { name: "Sign in" })).toBeVisible();
    expect(await otherPage.evaluate(() => localStorage.getItem("token"))).toBeNull();
    expect((await otherPage.request.get("/api/admin/sessions", { headers: { Authorization: `Bearer ${otherSession.token}` } })).status()).toBe(401);
    // This browser carries on.
    await page.reload();
    await expect(mine).toContainText("This browser");
  } finally {
    await other.close();
  }
});

test("end all other sessions keeps this browser only", async ({ admin: page, session, browser }) => {
  const others = await Promise.all(
    [FIREFOX_WINDOWS, SAFARI_MAC].map(async (userAgent) => {
      const context = await browser.newContext({ userAgent });
      const signedIn = await apiLogin(context.request);
      await context.close();
      return signedIn;
    }),
  );
  await page.goto("/admin/sessions");
  await expect(page.locator(`tr[data-session="${sidOf(others[1]!.token)}"]`)).toContainText("Safari on macOS");
  const live = await page.locator("tbody tr").count();
  expect(live).toBeGreaterThanOrEqual(3);

  await page.getByRole("button", { name: "End all other sessions" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(`Every other browser signed in to this account (${live - 1}) will be signed out`);
  await dialog.getByRole("button", { name: "End all other sessions" }).click();
  await expectToast(page, `Ended ${live - 1} other sessions.`);
  await expect(page.getByRole("main").getByText(`Ended ${live - 1} other sessions.`)).toBeVisible();
  await expect(page.locator("tbody tr")).toHaveCount(1);
  await expect(page.locator(`tr[data-session="${sidOf(session.token)}"]`)).toContainText("This browser");
  await expect(page.getByRole("button", { name: "End all other sessions" })).toBeDisabled();
  for (const { token } of others) expect((await page.request.get("/api/admin/sessions", { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(401);
});
