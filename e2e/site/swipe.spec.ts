import { DEMO } from "../../lib/bootstrap/demo-content";
import { expect, freezeClock, skipPromo, swipe, test, waitForHydration } from "./fixtures";

// A phone: touch screen, narrow viewport.
test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ page }) => skipPromo(page));

test("a sideways swipe moves the hero slideshow and the testimonials; a vertical drag does not", async ({ page }) => {
  await freezeClock(page);
  await page.goto("/");
  await waitForHydration(page);
  const hero = page.getByRole("region", { name: "Highlights" });
  const activeSlide = hero.locator('[aria-roledescription="slide"][data-active="true"]');
  await expect(activeSlide).toHaveAttribute("aria-label", `1 of ${DEMO.sliders.length}`);

  await swipe(page, hero, "left");
  await expect(activeSlide).toHaveAttribute("aria-label", `2 of ${DEMO.sliders.length}`);
  // Past the 500 ms change lock, a swipe the other way goes back, and wraps from the first.
  await page.clock.runFor(600);
  await swipe(page, hero, "right");
  await expect(activeSlide).toHaveAttribute("aria-label", `1 of ${DEMO.sliders.length}`);
  await page.clock.runFor(600);
  await swipe(page, hero, "right");
  await expect(activeSlide).toHaveAttribute("aria-label", `${DEMO.sliders.length} of ${DEMO.sliders.length}`);

  const reviews = page.getByRole("region", { name: "Client reviews" });
  await reviews.scrollIntoViewIfNeeded();
  const activeReview = reviews.locator('[aria-roledescription="slide"][data-active="true"]');
  await expect(activeReview).toHaveAttribute("aria-label", `1 of ${DEMO.testimonials.length}`);
  await swipe(page, reviews, "left");
  await expect(activeReview).toHaveAttribute("aria-label", `2 of ${DEMO.testimonials.length}`);

  // A drag that is mostly vertical is a scroll, not a swipe.
  const box = await reviews.boundingBox();
  const cdp = await page.context().newCDPSession(page);
  const x = box!.x + box!.width / 2;
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y: box!.y + 40 }] });
  await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: x - 50, y: box!.y + 200 }] });
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await page.clock.runFor(600);
  await expect(activeReview).toHaveAttribute("aria-label", `2 of ${DEMO.testimonials.length}`);
});

test("a swipe moves the certificates carousel and the gallery lightbox", async ({ page }) => {
  await page.goto("/certificates");
  const carousel = page.getByRole("region", { name: "Certificates" });
  const first = carousel.getByRole("listitem").first();
  await expect(first).toContainText("Certificate 1");
  await waitForHydration(page);
  await swipe(page, carousel.getByRole("list"), "left");
  await expect(first).toContainText("Certificate 2");
  await swipe(page, carousel.getByRole("list"), "right");
  await expect(first).toContainText("Certificate 1");

  await page.goto("/gallery");
  await waitForHydration(page);
  await page.getByRole("button", { name: /^Open image 1 of \d+$/ }).click();
  const lightbox = page.getByRole("dialog", { name: "Gallery image viewer" });
  await expect(lightbox.getByText(/^Image 1 of \d+$/)).toBeVisible();
  const picture = lightbox.locator("img").first();
  await swipe(page, picture, "left");
  await expect(lightbox.getByText(/^Image 2 of \d+$/)).toBeVisible();
  await swipe(page, picture, "right");
  await swipe(page, picture, "right");
  await expect(lightbox.getByText(/^Image (\d+) of \1$/)).toBeVisible();
});
