import fs from "node:fs";
import type { Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { ADMIN, apiLogin, expect, expectToast, seedSession, test } from "./support/admin-test";
import { HOLD_WAIT_MS, holdExclusive } from "./support/exclusive";
import { readMail } from "./support/outbox";
import { expectNoAxeViolations } from "../support/axe";

// Two-factor sign-in on the one administrator (contract §8): turned on with a code computed here
// as an authenticator app would, then sign-out, sign-in with a code, with a recovery code, and
// off again. While it is on, a password alone no longer signs in, so these run alone (the other
// files wait: support/exclusive.ts), and the account is left as it was found.
test.describe.configure({ mode: "serial" });

let release: (() => void) | undefined;
let secret = "";
let recoveryCodes: string[] = [];

/** The code an authenticator app shows for the secret, `steps` periods from now. */
function codeFor(steps = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30 }).generate({ timestamp: Date.now() + steps * 30_000 });
}

/** Username and password on the sign-in form, up to the code step. */
async function passwordStep(page: Page) {
  await page.goto("/admin");
  await page.getByLabel("Username").fill(ADMIN.username);
  await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Two-factor sign-in" })).toBeVisible();
}

test.beforeAll(async () => {
  test.setTimeout(HOLD_WAIT_MS);
  release = await holdExclusive();
});

test.afterAll(async ({ playwright }, testInfo) => {
  // Should a test have failed half-way, the other files still find a password-only account.
  try {
    const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    const login = await request.post("/logAdmin", { data: ADMIN });
    if (login.status() === 401 && recoveryCodes.length >= 2) {
      const signedIn = await request.post("/logAdmin", { data: { ...ADMIN, otp: recoveryCodes.at(-1) } });
      const token = ((await signedIn.json()) as { token: string }).token;
      await request.post("/api/admin/2fa/disable", { data: { password: ADMIN.password, code: recoveryCodes.at(-2) }, headers: { Authorization: `Bearer ${token}` } });
    }
    await request.dispose();
  } finally {
    release?.();
  }
});

test("turns two-factor sign-in on with a first code, shows the recovery codes once, and signs out", async ({ page, request }) => {
  await seedSession(page, await apiLogin(request));
  await page.goto("/admin/dashboard");
  await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Two-factor sign-in" }).click();
  await expect(page).toHaveURL(/\/admin\/two-factor$/);
  await expect(page.getByRole("heading", { level: 1, name: "Two-factor sign-in" })).toBeVisible();
  await expect(page.getByText("Two-factor sign-in is off", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, { where: "off" });

  await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  await expect(page.getByRole("heading", { name: "Set up two-factor sign-in" })).toBeFocused();
  const qr = page.getByRole("img", { name: "QR code that adds this account to an authenticator app" });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml/);
  secret = ((await page.getByTestId("two-factor-secret").textContent()) ?? "").replace(/\s+/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoAxeViolations(page, { where: "set-up" });

  // By keyboard: a wrong code first, then the app's.
  const codeField = page.getByLabel("Code from the app");
  await codeField.focus();
  await page.keyboard.type(codeFor() === "000000" ? "111111" : "000000");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("The code is wrong, expired or already used.");
  await codeField.fill(codeFor());
  await page.keyboard.press("Enter");

  await expect(page.getByRole("heading", { name: "Save your recovery codes" })).toBeFocused();
  const items = page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(items).toHaveCount(10);
  recoveryCodes = (await items.allTextContents()).map((code) => code.trim());
  for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);
  await expectNoAxeViolations(page, { where: "recovery codes" });

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download" }).click()]);
  expect(download.suggestedFilename()).toBe("recovery-codes.txt");
  const text = fs.readFileSync((await download.path())!, "utf8");
  for (const code of recoveryCodes) expect(text).toContain(code);

  await page.getByRole("button", { name: "I have saved them" }).click();
  await expect(page.getByText("Two-factor sign-in is on", { exact: true })).toBeVisible();
  await expect(page.getByText("10 of 10 recovery codes left.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Recovery codes" })).toHaveCount(0);
  await expectNoAxeViolations(page, { where: "on" });

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  // A password alone no longer signs in.
  const passwordOnly = await request.post("/logAdmin", { data: ADMIN });
  expect(passwordOnly.status()).toBe(401);
  expect(await passwordOnly.json()).toMatchObject({ success: false, code: "two_factor_required" });
});

test("sign-in asks for the code after the password and takes the app's code, once", async ({ page, request }) => {
  await passwordStep(page);
  await expect(page.getByLabel("Authentication code")).toBeFocused();
  await expect(page.getByLabel("Password", { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page, { where: "code step" });

  const code = codeFor(1);
  await page.keyboard.type(code);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByText(`Welcome, ${ADMIN.username}`)).toBeVisible();

  const again = await request.post("/logAdmin", { data: { ...ADMIN, otp: code } });
  expect(again.status()).toBe(401);
  expect(await again.json()).toMatchObject({ code: "two_factor_required", message: "The code is wrong, expired or already used." });
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

test("sign-in takes a recovery code instead, once", async ({ page, request }) => {
  await passwordStep(page);
  await page.getByRole("button", { name: "Use a recovery code" }).click();
  await expect(page.getByLabel("Recovery code")).toBeFocused();
  await expectNoAxeViolations(page, { where: "recovery code step" });
  await page.keyboard.type(recoveryCodes[0]!);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  const again = await request.post("/logAdmin", { data: { ...ADMIN, otp: recoveryCodes[0] } });
  expect(again.status()).toBe(401);
  await page.goto("/admin/two-factor");
  await expect(page.getByText("9 of 10 recovery codes left.")).toBeVisible();
});

test("turns two-factor sign-in off with the password and a code, and mails the account", async ({ page, request }) => {
  const signedIn = await request.post("/logAdmin", { data: { ...ADMIN, otp: recoveryCodes[1] } });
  expect(signedIn.status()).toBe(200);
  const body = (await signedIn.json()) as { token: string; user: { id: number; username: string; email: string } };
  await seedSession(page, { token: body.token, user: body.user });
  await page.goto("/admin/two-factor");
  const form = page.getByRole("form", { name: "Turn off two-factor sign-in" });
  await form.getByLabel("Password", { exact: true }).fill(ADMIN.password);
  await form.getByRole("button", { name: "Use a recovery code" }).click();
  await form.getByLabel("Recovery code").fill(recoveryCodes[1]!);
  await form.getByRole("button", { name: "Turn off" }).click();
  await expect(form.getByRole("alert")).toHaveText("The code is wrong, expired or already used.");

  const started = Date.now() - 1000;
  await form.getByLabel("Recovery code").fill(recoveryCodes[2]!);
  await form.getByRole("button", { name: "Turn off" }).click();
  await expectToast(page, "Two-factor sign-in is off.");
  await expect(page.getByText("Two-factor sign-in is off", { exact: true })).toBeVisible();
  const mail = await readMail("Two-factor sign-in was turned off on your account", started);
  expect(mail).toContain(`Two-factor sign-in was turned off on your account "${ADMIN.username}"`);
  await apiLogin(request);
});
