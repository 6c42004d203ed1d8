import { test as base, expect, type Locator, type Page } from "@playwright/test";

export { expect };

/** The public pages every suite walks. */
export const PAGES = [
  { path: "/", name: "Home" },
  { path: "/about", name: "About" },
  { path: "/product", name: "Product" },
  { path: "/product?category=1", name: "Product category" },
  { path: "/product?category=1&sub=1", name: "Product detail" },
  { path: "/gallery", name: "Gallery" },
  { path: "/certificates", name: "Certificates" },
  { path: "/ebrochure", name: "E-Brochure" },
  { path: "/contact", name: "Contact" },
] as const;

const PROMO_SEEN_KEY = "ecopack:promo-seen";

/** Marks the promo popup as already shown this session, so it never covers what a test clicks. */
export async function skipPromo(page: Page) {
  await page.addInitScript((key) => {
    // Init scripts also run in frames (the map), where storage may be off limits.
    if (window !== window.top) return;
    window.sessionStorage.setItem(key, "1");
  }, PROMO_SEEN_KEY);
}

type Fixtures = {
  /** Console errors and uncaught exceptions seen by the page during the test. */
  consoleErrors: string[];
};

export const test = base.extend<Fixtures>({
  consoleErrors: async ({ page }, provide) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(`${message.text()} @ ${message.location().url}`);
    });
    page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
    await provide(errors);
  },
});

/**
 * Resolves once React has hydrated the page (its effects have run): the language menu only
 * opens when its click handler is attached. Works with a paused `page.clock`.
 */
export async function waitForHydration(page: Page) {
  const trigger = page.getByRole("button", { name: /^Language:/ });
  const panel = page.getByRole("dialog", { name: "Choose a language" });
  await expect(async () => {
    if (!(await panel.isVisible())) await trigger.click();
    await expect(panel).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
}

/** Installs a fake clock that stands still until the test moves it with `page.clock.runFor`. */
export async function freezeClock(page: Page) {
  const start = new Date("2025-06-02T09:00:00Z");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
}

/**
 * A one-finger sideways swipe across the middle of `target`, as real touch events (the context
 * needs `hasTouch`). "left" moves the finger leftwards, which shows the next item.
 */
export async function swipe(page: Page, target: Locator, direction: "left" | "right") {
  const box = await target.boundingBox();
  if (!box) throw new Error("swipe: the target is not visible");
  const y = box.y + box.height / 2;
  const [from, to] = direction === "left" ? [0.8, 0.2] : [0.2, 0.8];
  const x = (share: number) => box.x + box.width * share;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: x(from), y }] });
  for (let step = 1; step <= 5; step++) {
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: x(from + ((to - from) * step) / 5), y }] });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}
