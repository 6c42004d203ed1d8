import { ADMIN, apiLogin, expect, expectToast, test, seedSession } from "./support/admin-test";

test.describe("authentication screen and session", () => {
  test("every panel path redirects to /admin without a token, without showing the panel", async ({ page }) => {
    for (const path of ["/admin/dashboard", "/admin/slider", "/admin/leads"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
      await expect(page.getByText("Welcome,")).toHaveCount(0);
    }
  });

  test("logs in through the form", async ({ page }) => {
    await page.goto("/admin");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Please fill in all fields.");

    await page.getByLabel("Username").fill(ADMIN.username);
    await page.getByLabel("Password", { exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);

    await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByText(`Welcome, ${ADMIN.username}`)).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    expect(await page.evaluate(() => Boolean(localStorage.getItem("token")))).toBe(true);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("user") ?? "{}").username)).toBe(ADMIN.username);

    // One quick-action card per section, with counts, plus leads and the site settings.
    const cards = page.getByRole("main").getByRole("link");
    await expect(cards).toHaveCount(13);
    await expect(cards.filter({ hasText: "Site settings" })).toHaveAttribute("href", "/admin/settings");
    await expect(cards.filter({ hasText: "Leads" })).toContainText(/\d+\s*new/);
    await expect(cards.filter({ hasText: "Sliders" })).toContainText(/\d+\s*\/\s*3/);
  });

  test("a signed-in visitor of /admin goes straight to the dashboard", async ({ admin }) => {
    await admin.goto("/admin");
    await expect(admin).toHaveURL(/\/admin\/dashboard$/);
  });

  test("change password checks the confirmation and Back to Login resets the form", async ({ page }) => {
    await page.goto("/admin");
    await page.getByRole("button", { name: "Change Password" }).click();
    await expect(page.getByRole("heading", { name: "Change password" })).toBeVisible();
    await page.getByRole("button", { name: "Change Password" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Please fill in all fields.");

    await page.getByLabel("Username").fill(ADMIN.username);
    await page.getByLabel("Old Password").fill(ADMIN.password);
    await page.getByLabel("New Password").fill("a-new-password-1");
    await page.getByLabel("Confirm Password").fill("a-new-password-2");
    await page.getByRole("button", { name: "Change Password" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("New password and confirm password do not match");

    await page.getByRole("button", { name: "Back to Login" }).click();
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
    await expect(page.getByLabel("Username")).toHaveValue("");
    await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);
  });

  test("forgot password asks for the username first", async ({ page }) => {
    await page.goto("/admin");
    await page.getByRole("button", { name: "Forgot Password?" }).click();
    await expect(page.getByRole("heading", { name: "Reset password" })).toBeVisible();
    await page.getByRole("button", { name: "Send OTP" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Please fill in all fields.");
    await expect(page.getByLabel("OTP")).toHaveCount(0);
    await page.getByRole("button", { name: "Back to Login" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);
  });

  test("a revoked token ends the session: toast, token removed, back to /admin", async ({ page, request }) => {
    const session = await apiLogin(request);
    await seedSession(page, session);
    await page.goto("/admin/counter");
    await expect(page.getByText(`Welcome, ${ADMIN.username}`)).toBeVisible();

    const logout = await request.post("/logout", { headers: { Authorization: `Bearer ${session.token}` }, data: {} });
    expect(logout.status()).toBe(200);

    // Any protected call now answers 401.
    await page.getByRole("button", { name: "Change Username" }).click();
    await page.getByLabel("New Username").fill("someone-else");
    await page.getByRole("button", { name: "Save Username" }).click();

    await expect(page).toHaveURL(/\/admin$/);
    await expectToast(page, "Session expired. Please log in again.");
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
  });

  test("Logout revokes the token and clears the browser", async ({ admin, session, request }) => {
    await admin.goto("/admin/dashboard");
    await admin.getByRole("button", { name: "Logout" }).click();
    await expect(admin).toHaveURL(/\/admin$/);
    expect(await admin.evaluate(() => localStorage.getItem("token"))).toBeNull();
    const after = await request.get("/admin/dashboard", { headers: { Authorization: `Bearer ${session.token}`, Accept: "application/json" } });
    expect(after.status()).toBe(401);
  });

  test("sidebar: current section highlighted, collapses to 16 units and starts collapsed on a phone", async ({ admin }) => {
    await admin.goto("/admin/gallery");
    const nav = admin.getByRole("navigation", { name: "Admin sections" });
    await expect(nav.getByRole("link", { name: "Gallery" })).toHaveAttribute("aria-current", "page");
    await expect(nav).toHaveCSS("width", "256px");
    await admin.getByRole("button", { name: "Collapse sidebar" }).click();
    await expect(nav).toHaveCSS("width", "64px");
    await admin.getByRole("button", { name: "Expand sidebar" }).click();
    await expect(nav).toHaveCSS("width", "256px");

    await admin.setViewportSize({ width: 375, height: 800 });
    await admin.reload();
    await expect(admin.getByRole("button", { name: "Expand sidebar" })).toHaveAttribute("aria-expanded", "false");
    await expect(nav).toHaveCSS("width", "64px");
  });
});
