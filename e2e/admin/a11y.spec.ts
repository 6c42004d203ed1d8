import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./support/admin-test";

// Serious and critical WCAG A/AA problems fail the test; the panel must also fit a 375 px phone.
for (const width of [1440, 375]) {
  test(`no serious accessibility violations and no horizontal page scroll at ${width} px`, async ({ page, admin }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ["/admin/dashboard", "/admin/sub-category", "/admin/e-brochure", "/admin/gallery", "/admin/leads", "/admin/settings"]) {
      await admin.goto(path);
      await expect(admin.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(admin.locator("[aria-busy=true]")).toHaveCount(0);
      const results = await new AxeBuilder({ page: admin }).withTags(["wcag2a", "wcag2aa"]).analyze();
      const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
      expect(serious.map((violation) => `${path}: ${violation.id} ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
      // Names what sticks out, so a failure says which screen and element to fix.
      const overflowing = await admin.evaluate(() =>
        document.documentElement.scrollWidth <= window.innerWidth
          ? []
          : [...document.querySelectorAll("body *")]
              .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
              .slice(0, 5)
              .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
      );
      expect(overflowing, path).toEqual([]);
    }
  });
}

test("the login screen is accessible and usable by keyboard", async ({ page }) => {
  await page.goto("/admin");
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  expect(results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical")).toEqual([]);
  await expect(page.getByLabel("Username")).toBeFocused();
  await page.keyboard.type("admin");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Password", { exact: true })).toBeFocused();
  await page.keyboard.type("e2e-admin-password");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});
