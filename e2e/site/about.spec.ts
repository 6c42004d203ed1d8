import { DEMO } from "../../lib/bootstrap/demo-content";
import { expect, freezeClock, skipPromo, test, waitForHydration } from "./fixtures";

test("about page: story from the database and a milestone timeline starting on 2023", async ({ page }) => {
  await skipPromo(page);
  await freezeClock(page);
  await page.goto("/about");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "About Us" })).toBeVisible();
  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(crumbs).toHaveText(/Home\s*\/\s*About/);
  await expect(page.getByText("Our Story", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: DEMO.aboutUs.title })).toBeVisible();
  await expect(page.getByText(DEMO.aboutUs.description.slice(0, 60))).toBeVisible();
  await expect(page.getByRole("heading", { name: "Our MileStone" })).toBeVisible();

  const tab = (year: string) => page.getByRole("tab", { name: year });
  const shownTitle = page.locator('[role="tabpanel"]:not(.invisible) h3');
  await expect(tab("2023")).toHaveAttribute("aria-selected", "true");
  await expect(shownTitle).toHaveText("From Concept to Reality");

  await page.clock.runFor(8100);
  await expect(tab("2024")).toHaveAttribute("aria-selected", "true");
  await expect(shownTitle).toHaveText(/^Launch of/);
  await page.clock.runFor(8100);
  await expect(tab("2022")).toHaveAttribute("aria-selected", "true");
  await expect(shownTitle).toHaveText("The Idea Takes Root");

  await tab("2024").click();
  await expect(tab("2024")).toHaveAttribute("aria-selected", "true");
  await page.getByRole("button", { name: /^Show 2023/ }).click();
  await expect(tab("2023")).toHaveAttribute("aria-selected", "true");
  await expect(shownTitle).toHaveText("From Concept to Reality");
  // Arrow keys move between years, as in any tab list.
  await tab("2023").focus();
  await page.keyboard.press("ArrowLeft");
  await expect(tab("2022")).toBeFocused();
  await expect(tab("2022")).toHaveAttribute("aria-selected", "true");
});
