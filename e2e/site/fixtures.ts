import { test as base, expect, type Page } from "@playwright/test";

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
