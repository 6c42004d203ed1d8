import { ADMIN, apiLogin, expect, expectToast, test, seedSession } from "./support/admin-test";
import { HOLD_WAIT_MS, holdExclusive } from "./support/exclusive";
import { readOtp } from "./support/outbox";

// These change the one administrator's username and password (a reset revokes every token),
// so they run alone: the other files wait (support/exclusive.ts).
test.describe.configure({ mode: "serial" });

let release: (() => void) | undefined;
test.beforeAll(async () => {
  test.setTimeout(HOLD_WAIT_MS);
  release = await holdExclusive();
});
test.afterAll(() => release?.());

test("the username change shows in the top bar and the stored user", async ({ page, request }) => {
  await seedSession(page, await apiLogin(request));
  await page.goto("/admin/dashboard");
  await expect(page.getByText(`Welcome, ${ADMIN.username}`)).toBeVisible();

  await page.getByRole("button", { name: "Change Username" }).click();
  const dialog = page.getByRole("dialog", { name: "Change Username" });
  await dialog.getByRole("button", { name: "Save Username" }).click();
  await expect(dialog.getByText("Please enter a new username.")).toBeVisible();
  await dialog.getByLabel("New Username").fill("e2e-renamed");
  await dialog.getByRole("button", { name: "Save Username" }).click();
  await expectToast(page, "Username changed successfully");
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Welcome, e2e-renamed")).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem("user") ?? "{}").username)).toBe("e2e-renamed");
  await page.reload();
  await expect(page.getByText("Welcome, e2e-renamed")).toBeVisible();

  await page.getByRole("button", { name: "Change Username" }).click();
  await dialog.getByLabel("New Username").fill(ADMIN.username);
  await dialog.getByRole("button", { name: "Save Username" }).click();
  await expect(page.getByText(`Welcome, ${ADMIN.username}`)).toBeVisible();
});

test("forgot password by OTP from the mail, then the password is changed back", async ({ page, request }) => {
  const temporary = "e2e-reset-password-1";
  await page.goto("/admin");
  await page.getByRole("button", { name: "Forgot Password?" }).click();
  await page.getByLabel("Username").fill(ADMIN.username);
  const requested = Date.now() - 1000;
  await page.getByRole("button", { name: "Send OTP" }).click();
  await expect(page.getByRole("main").getByRole("status").filter({ hasText: "OTP sent to your email" })).toBeVisible();
  await expect(page.getByLabel("Username")).toHaveAttribute("readonly", "");
  const otp = await readOtp(requested);

  await page.getByLabel("OTP").fill(otp);
  await page.getByLabel("New Password").fill(temporary);
  await page.getByLabel("Confirm Password").fill(`${temporary}x`);
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("New password and confirm password do not match");

  await page.getByLabel("Confirm Password").fill(temporary);
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByRole("main").getByRole("status").filter({ hasText: "Password reset successfully" })).toBeVisible();
  // Two seconds later the screen is back at login, emptied.
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await expect(page.getByLabel("Username")).toHaveValue("");

  // The new password works through the form...
  await page.getByLabel("Username").fill(ADMIN.username);
  await page.getByLabel("Password", { exact: true }).fill(temporary);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin$/);

  // ...and Change Password puts the original one back.
  await page.getByRole("button", { name: "Change Password" }).click();
  await page.getByLabel("Username").fill(ADMIN.username);
  await page.getByLabel("Old Password").fill(temporary);
  await page.getByLabel("New Password").fill(ADMIN.password);
  await page.getByLabel("Confirm Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByRole("main").getByRole("status").filter({ hasText: "Password changed successfully" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await apiLogin(request);
});
