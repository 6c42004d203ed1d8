import { NAV_SECTIONS } from "@/components/admin/panel/nav-sections";
import { expect, test } from "./support/admin-test";
import { expectNoAxeViolations } from "../support/axe";

// Every screen of the sidebar: no axe violation of any impact (WCAG A/AA and best practices), and
// the panel fits a 375 px phone.
for (const width of [1440, 375]) {
  test(`no accessibility violations and no horizontal page scroll at ${width} px`, async ({ page, admin }) => {
    // One axe run per sidebar screen (Accounts among them): a loaded 2-core machine took 300 s.
    test.setTimeout(480_000);
    await page.setViewportSize({ width, height: 900 });
    for (const path of NAV_SECTIONS.map((section) => section.href)) {
      await admin.goto(path);
      await expect(admin.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(admin.locator("[aria-busy=true]")).toHaveCount(0);
      await expectNoAxeViolations(admin, { where: path });
      // Names what sticks out, so a failure says which screen and element to fix.
      const overflowing = await admin.evaluate(() =>
        document.documentElement.scrollWidth <= window.innerWidth
          ? []
          : [...document.querySelectorAll("body *")]
              .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
              // Rows clipped by their own scroll region do not widen the page; positioned text
              // (screen-reader-only) escapes a region that is not its containing block, and does.
              .filter((element) => ["absolute", "fixed"].includes(getComputedStyle(element).position) || !element.parentElement?.closest("[role=region], .overflow-x-auto, .overflow-hidden"))
              .slice(0, 5)
              .map((element) => `${element.tagName.toLowerCase()}.${element.className}`)
              .concat(`page ${document.documentElement.scrollWidth} px wide`),
      );
      expect(overflowing, path).toEqual([]);
    }
  });
}

test("the login screen is accessible and usable by keyboard", async ({ page }) => {
  await page.goto("/admin");
  await expectNoAxeViolations(page);
  await expect(page.getByLabel("Username")).toBeFocused();
  await page.keyboard.type("admin");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Password", { exact: true })).toBeFocused();
  await page.keyboard.type("e2e-admin-password");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});
