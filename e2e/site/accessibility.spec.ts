import { expectNoAxeViolations } from "../support/axe";
import { PAGES, expect, freezeClock, skipPromo, test, waitForHydration } from "./fixtures";

// WCAG 2.2 A and AA with best practices; serious and critical violations fail. The check settles
// motion, and every resting state is checked, as a reader scrolling sees it.
const SITE_CHECK = { tags: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"], seriousOnly: true };

for (const { path, name } of PAGES) {
  test(`${name}: no console errors and no serious accessibility violations`, async ({ page, consoleErrors }) => {
    await skipPromo(page);
    await page.goto(path, { waitUntil: "load" });
    // Scroll only once the reveal script is watching, so every block it holds back is shown.
    await waitForHydration(page);
    await page.evaluate(async () => {
      // Bring lazy images and the map into play before judging the page.
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 40));
        // Two frames: the reveal's intersection check has run for this position, however busy.
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      }
      window.scrollTo(0, 0);
    });
    await expect(page.locator('[data-reveal-state="pending"]')).toHaveCount(0);
    // Judge the page once its eager images have settled; lazy ones off screen never load.
    await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete || image.loading === "lazy"), null, { timeout: 15_000 });
    await expectNoAxeViolations(page, SITE_CHECK);
    expect(consoleErrors).toEqual([]);
  });
}

test("open dialogs pass the accessibility scan too", async ({ page, consoleErrors }) => {
  // Four whole-page scans: on a loaded two-core runner each can take over 15 s.
  test.setTimeout(240_000);
  await page.goto("/");
  const popup = page.getByRole("dialog", { name: "I AM NOT A PLASTIC" });
  await expect(popup).toBeVisible({ timeout: 10_000 });
  await expectNoAxeViolations(page, SITE_CHECK);
  await page.keyboard.press("Escape");

  await page.goto("/gallery");
  await page.getByRole("button", { name: /^Open image 1/ }).click();
  await expect(page.getByRole("dialog", { name: "Gallery image viewer" })).toBeVisible();
  await expectNoAxeViolations(page, SITE_CHECK);

  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/ebrochure");
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  await expectNoAxeViolations(page, SITE_CHECK);
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Download" }).click();
  await page.getByRole("dialog", { name: "Download the E-Brochure" }).getByRole("button", { name: "Submit" }).click();
  await expectNoAxeViolations(page, SITE_CHECK);
  expect(consoleErrors).toEqual([]);
});

test("reduced motion stops the slideshow, carousels, logo strip and leaves", async ({ page }) => {
  await skipPromo(page);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await freezeClock(page);
  await page.goto("/");
  await waitForHydration(page);
  await expect(page.getByRole("button", { name: /Pause slideshow/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /Pause testimonials/ })).toHaveCount(0);
  const slide = page.getByRole("region", { name: "Highlights" }).locator('[aria-roledescription="slide"][data-active="true"]');
  const review = page.getByRole("region", { name: "Client reviews" }).locator('[aria-roledescription="slide"][data-active="true"]');
  await page.clock.runFor(13_000);
  await expect(slide).toHaveAttribute("aria-label", "1 of 3");
  await expect(review).toHaveAttribute("aria-label", "1 of 3");
  const strip = page.getByRole("region", { name: "Our Valued Clients" }).locator("ul");
  expect(await strip.evaluate((track) => getComputedStyle(track).transform)).toBe("none");
  expect(await page.locator(".falling-leaves").evaluate((element) => getComputedStyle(element).display)).toBe("none");
});
