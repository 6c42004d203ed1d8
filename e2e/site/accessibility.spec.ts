import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { PAGES, expect, freezeClock, skipPromo, test, waitForHydration } from "./fixtures";

// Judge the page at rest and whole: a fade caught half-way (a block revealed as it was scrolled
// to, a slide coming in, the eco qualities' 3 s highlight) has no stable contrast to measure, and a section the browser skips until it nears
// the viewport (content-visibility: auto) has no painted background, so axe would measure its
// light text against white. Every resting state is still checked, as a reader scrolling sees it.
const SETTLE_MOTION =
  "*, *::before, *::after { transition-duration: 0s !important; transition-delay: 0s !important; animation-duration: 0s !important; animation-delay: 0s !important; animation-iteration-count: 1 !important; content-visibility: visible !important; }";

async function seriousViolations(page: Page) {
  await page.addStyleTag({ content: SETTLE_MOTION });
  // A transition already running (a block revealed by the last scroll step, a slide fading in)
  // keeps its old duration whatever the style says now, so it is brought to its end state.
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) if ("transitionProperty" in animation) animation.finish();
  });
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`);
}

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
    expect(await seriousViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}

test("open dialogs pass the accessibility scan too", async ({ page, consoleErrors }) => {
  await page.goto("/");
  const popup = page.getByRole("dialog", { name: "I AM NOT A PLASTIC" });
  await expect(popup).toBeVisible({ timeout: 10_000 });
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");

  await page.goto("/gallery");
  await page.getByRole("button", { name: /^Open image 1/ }).click();
  await expect(page.getByRole("dialog", { name: "Gallery image viewer" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/ebrochure");
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Download" }).click();
  await page.getByRole("dialog", { name: "Download the E-Brochure" }).getByRole("button", { name: "Submit" }).click();
  expect(await seriousViolations(page)).toEqual([]);
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
