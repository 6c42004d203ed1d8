import type { Page } from "@playwright/test";
import { DEMO } from "../../lib/bootstrap/demo-content";
import { expect, freezeClock, skipPromo, test, waitForHydration } from "./fixtures";

const activeSlide = (page: Page) => page.getByRole("region", { name: "Highlights" }).locator('[aria-roledescription="slide"][data-active="true"]');

test.describe("home page", () => {
  test("promo popup opens after 2 s, not before, locks scrolling and closes", async ({ page }) => {
    await freezeClock(page);
    await page.goto("/");
    await waitForHydration(page);
    const popup = page.getByRole("dialog", { name: "I AM NOT A PLASTIC" });
    await page.clock.runFor(1500);
    await expect(popup).toBeHidden();
    await page.clock.runFor(600);
    await expect(popup).toBeVisible();
    await expect(popup.getByText("ECO-FRIENDLY")).toBeVisible();
    const links = popup.getByRole("link");
    await expect(links).toHaveCount(2);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("href", /\.pdf$/);
    }
    await expect(page.locator("html")).toHaveAttribute("data-scroll-locked", "true");
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");

    // Focus stays inside while it is open.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      expect(await popup.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    await popup.getByRole("button", { name: "Close" }).click();
    await expect(popup).toBeHidden();
    await expect(page.locator("html")).not.toHaveAttribute("data-scroll-locked", "true");

    // Once per session: coming back does not open it again.
    await page.reload();
    await waitForHydration(page);
    await page.clock.runFor(5000);
    await expect(popup).toBeHidden();
  });

  test("promo popup closes with Escape", async ({ page }) => {
    await freezeClock(page);
    await page.goto("/");
    await waitForHydration(page);
    await page.clock.runFor(2100);
    const popup = page.getByRole("dialog", { name: "I AM NOT A PLASTIC" });
    await expect(popup).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(popup).toBeHidden();
  });

  test("hero slideshow: arrows wrap both ways, dots jump, changes lock for 500 ms, autoplay every 5 s", async ({ page }) => {
    await skipPromo(page);
    await freezeClock(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await waitForHydration(page);
    const hero = page.getByRole("region", { name: "Highlights" });
    await expect(hero.locator('[aria-roledescription="slide"]')).toHaveCount(DEMO.sliders.length);
    await expect(activeSlide(page)).toHaveAttribute("aria-label", "1 of 3");
    await expect(activeSlide(page).getByRole("heading", { name: DEMO.sliders[0].title })).toBeVisible();
    await expect(activeSlide(page).getByText("Eco-Friendly Solutions")).toBeVisible();
    await expect(activeSlide(page).getByRole("link", { name: /Learn More/ })).toHaveAttribute("href", "/product");

    const next = hero.getByRole("button", { name: "Next slide" });
    const previous = hero.getByRole("button", { name: "Previous slide" });
    await previous.click();
    await expect(activeSlide(page)).toHaveAttribute("aria-label", "3 of 3");
    await next.click(); // inside the 500 ms lock: ignored
    await expect(activeSlide(page)).toHaveAttribute("aria-label", "3 of 3");
    await page.clock.runFor(600);
    await next.click();
    await expect(activeSlide(page)).toHaveAttribute("aria-label", "1 of 3");
    await page.clock.runFor(600);
    await next.click();
    await expect(activeSlide(page)).toHaveAttribute("aria-label", "2 of 3");
    await expect(activeSlide(page).getByRole("heading", { name: DEMO.sliders[1].title })).toBeVisible();
    await page.clock.runFor(600);
    await hero.getByRole("button", { name: /^Go to slide 3/ }).click();
    await expect(activeSlide(page)).toHaveAttribute("aria-label", "3 of 3");
    await expect(hero.getByRole("button", { name: /^Go to slide 3/ })).toHaveAttribute("aria-current", "true");

    // Autoplay runs once the pointer and focus have left the slideshow.
    await page.clock.runFor(600);
    await page.mouse.move(640, 20); // onto the header, outside the slideshow
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(5100);
    await expect(activeSlide(page)).toHaveAttribute("aria-label", "1 of 3");
    // ...and pauses while hovered.
    await hero.hover({ position: { x: 300, y: 400 } });
    await page.clock.runFor(11_000);
    await expect(activeSlide(page)).toHaveAttribute("aria-label", "1 of 3");
  });

  test("hero shows the Environmental Impact panel on wide screens only", async ({ page }) => {
    await skipPromo(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    const panel = page.getByRole("complementary", { name: "Environmental Impact" });
    await expect(panel).toBeVisible();
    for (const [label, value] of [
      ["Eco Impact", "High"],
      ["Sustainability", "100%"],
      ["Quality", "Premium"],
    ]) {
      await expect(panel.getByText(label, { exact: true })).toBeVisible();
      await expect(panel.getByText(value, { exact: true })).toBeVisible();
    }
    expect((await page.getByRole("region", { name: "Highlights" }).boundingBox())?.height).toBe(800);
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(panel).toBeHidden();
    expect((await page.getByRole("region", { name: "Highlights" }).boundingBox())?.height).toBe(500);
  });

  test("sections appear in the specified order with their links", async ({ page }) => {
    await skipPromo(page);
    await page.goto("/");
    const headings = await page.locator("main h2").allTextContents();
    const order = [DEMO.ecoRevolution.title, "Packaging that gives back to the earth", "Our Products", "Eco Qualities", "Our Valued Clients", "Achievements", "What Our Clients Say"];
    const positions = order.map((title) => headings.findIndex((text) => text.trim() === title));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);

    await expect(page.getByRole("link", { name: "Discover Now" })).toHaveAttribute("href", "/about");
    await expect(page.getByRole("link", { name: "Learn More About Our Journey" })).toHaveAttribute("href", "/about");
    for (const title of ["Our Mission", "Our Vision", "Our Values"]) await expect(page.getByRole("heading", { name: title })).toBeVisible();

    const products = page.getByRole("region", { name: "Our Products" }).getByRole("listitem");
    await expect(products).toHaveCount(4);
    for (const [index, category] of DEMO.categories.slice(0, 4).entries()) {
      const card = products.nth(index).getByRole("link");
      await expect(card).toContainText(category.title);
      await expect(card).toHaveAttribute("href", /^\/product\?category=\d+$/);
    }
  });

  test("eco qualities highlight the hovered card and otherwise cycle every 3 s", async ({ page }) => {
    await skipPromo(page);
    await freezeClock(page);
    await page.goto("/");
    await waitForHydration(page);
    const cards = page.getByRole("region", { name: "Eco Qualities" }).getByRole("listitem");
    await expect(cards).toHaveCount(6);
    await expect(cards.nth(0)).toHaveAttribute("data-highlighted", "true");
    await page.clock.runFor(3000);
    await expect(cards.nth(1)).toHaveAttribute("data-highlighted", "true");
    await expect(cards.nth(0)).toHaveAttribute("data-highlighted", "false");
    await cards.nth(4).hover();
    await expect(cards.nth(4)).toHaveAttribute("data-highlighted", "true");
    await page.clock.runFor(6000);
    await expect(cards.nth(4)).toHaveAttribute("data-highlighted", "true");
  });

  test("client logo strip is doubled for looping and moves 2 px every 30 ms while on screen", async ({ page }) => {
    await skipPromo(page);
    await freezeClock(page);
    await page.goto("/");
    await waitForHydration(page);
    const strip = page.getByRole("region", { name: "Our Valued Clients" });
    const items = strip.getByRole("listitem");
    await expect(strip.locator("li")).toHaveCount(DEMO.clients.length * 2);
    await expect(items).toHaveCount(DEMO.clients.length); // the copies are hidden from assistive technology
    const offset = () => strip.locator("ul").evaluate((track) => new DOMMatrix(getComputedStyle(track).transform).m41);
    await page.clock.runFor(300);
    expect(await offset()).toBe(0); // off screen it stands still
    await strip.scrollIntoViewIfNeeded();
    await expect(async () => {
      await page.clock.runFor(30);
      expect(await offset()).toBeLessThan(0);
    }).toPass();
    const start = await offset();
    await page.clock.runFor(300);
    expect(await offset()).toBe(start - 20);
  });

  test("achievements count up from 0 by 5 every 30 ms once visible, to the stored figures", async ({ page }) => {
    await skipPromo(page);
    await freezeClock(page);
    await page.goto("/");
    await waitForHydration(page);
    const section = page.getByRole("region", { name: "Achievements" });
    const shown = section.locator("[data-counter-target]");
    await expect(shown).toHaveCount(4);
    await expect(shown.first()).toHaveText("0+");
    await section.scrollIntoViewIfNeeded();
    // The count starts when the section is seen (an observer callback, not a timer)...
    await expect(async () => {
      await page.clock.runFor(30);
      await expect(shown.first()).not.toHaveText("0+", { timeout: 100 });
    }).toPass();
    // ...then adds 5 every 30 ms.
    const started = Number((await shown.first().textContent())?.replace("+", ""));
    await page.clock.runFor(300);
    await expect(shown.first()).toHaveText(`${started + 50}+`);
    await page.clock.runFor(6000);
    for (const [index, counter] of DEMO.counters.entries()) {
      await expect(shown.nth(index)).toHaveText(`${counter.counter_value}+`);
      await expect(section.getByText(counter.title, { exact: true })).toBeVisible();
    }
  });

  test("achievements show the final figures at once with reduced motion", async ({ page }) => {
    await skipPromo(page);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await waitForHydration(page);
    const shown = page.getByRole("region", { name: "Achievements" }).locator("[data-counter-target]");
    await expect(shown.first()).toHaveText(`${DEMO.counters[0].counter_value}+`);
  });

  test("testimonials: prev and next wrap, dots jump, 5-star ratings, autoplay every 6 s", async ({ page }) => {
    await skipPromo(page);
    await freezeClock(page);
    await page.goto("/");
    await waitForHydration(page);
    const carousel = page.getByRole("region", { name: "Client reviews" });
    const active = carousel.locator('[aria-roledescription="slide"][data-active="true"]');
    await expect(active).toContainText(DEMO.testimonials[0].review_message);
    await expect(active.getByRole("img", { name: "Rated 5 out of 5" })).toBeVisible();
    await expect(active).toContainText(DEMO.testimonials[0].user_name);

    await carousel.getByRole("button", { name: "Previous testimonial" }).click();
    await expect(active).toContainText(DEMO.testimonials[2].review_message);
    await carousel.getByRole("button", { name: "Next testimonial" }).click(); // during the fade: ignored
    await expect(active).toContainText(DEMO.testimonials[2].review_message);
    await page.clock.runFor(600);
    await carousel.getByRole("button", { name: "Next testimonial" }).click();
    await expect(active).toContainText(DEMO.testimonials[0].review_message);
    await page.clock.runFor(600);
    await carousel.getByRole("button", { name: /^Show testimonial 2/ }).click();
    await expect(active).toContainText(DEMO.testimonials[1].review_message);

    await page.clock.runFor(600);
    await page.mouse.move(5, 5);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(6100);
    await expect(active).toContainText(DEMO.testimonials[2].review_message);
  });

  test("carries Organization and LocalBusiness structured data", async ({ page }) => {
    await skipPromo(page);
    await page.goto("/");
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const organization = blocks.map((text) => JSON.parse(text)).find((data) => Array.isArray(data["@type"]) && data["@type"].includes("LocalBusiness"));
    expect(organization).toBeTruthy();
    expect(organization["@type"]).toContain("Organization");
    expect(organization.address.addressLocality).toBe("Rajkot");
    expect(organization.email).toBe("sales@ecopack.test");
    expect(organization.telephone).toBeTruthy();
    expect(organization.openingHoursSpecification[0]).toMatchObject({ opens: "09:00", closes: "19:00" });
    expect(organization.openingHoursSpecification[0].dayOfWeek).not.toContain("Wednesday");
  });

  test("a broken image retries through the image proxy, then shows the bundled picture or hides (logos), keeping its box", async ({ page }) => {
    await skipPromo(page);
    const proxied: string[] = [];
    // Every uploaded image fails, and so does the proxy's copy.
    await page.route(/\/_next\/image\?url=%2Fuploads%2F/, (route) => route.fulfill({ status: 404, body: "" }));
    await page.route(/\/proxy-image\?/, (route) => {
      proxied.push(decodeURIComponent(new URL(route.request().url()).searchParams.get("url") ?? ""));
      return route.fulfill({ status: 502, body: "" });
    });
    await page.goto("/");
    await waitForHydration(page);

    const hero = activeSlide(page).locator("img");
    await expect(hero).toHaveAttribute("src", /hero-fallback/);
    const reviews = page.getByRole("region", { name: "Client reviews" });
    await reviews.scrollIntoViewIfNeeded(); // the avatars load lazily
    const avatar = reviews.locator('[data-active="true"] img');
    await expect(avatar).toHaveAttribute("src", /avatar-fallback/);
    const avatarBox = await avatar.boundingBox();
    expect(avatarBox?.width).toBe(56);
    expect(avatarBox?.height).toBe(56);
    const clients = page.getByRole("region", { name: "Our Valued Clients" });
    await clients.scrollIntoViewIfNeeded();
    await expect(clients.locator("li").first()).toBeAttached();
    await expect(clients.locator("img")).toHaveCount(0);
    expect(proxied.filter((url) => url.startsWith("/uploads/")).length).toBeGreaterThan(0);
  });

  test("blocks below the fold fade in over 1500 ms once 100 px inside the viewport; at once with reduced motion", async ({ page }) => {
    await skipPromo(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await waitForHydration(page);
    // Nothing the visitor sees on arrival is held back.
    const heldInView = await page.evaluate(() =>
      Array.from(document.querySelectorAll("[data-reveal-state]")).filter((block) => block.getBoundingClientRect().top < window.innerHeight - 100).length,
    );
    expect(heldInView).toBe(0);

    const grid = page.getByRole("region", { name: "Our Products" }).locator("ul[data-reveal]");
    await expect(grid).toHaveAttribute("data-reveal-state", "pending");
    expect(await grid.evaluate((block) => getComputedStyle(block).opacity)).toBe("0");
    const scrollToShow = (insidePx: number) =>
      grid.evaluate((block, inside) => window.scrollBy(0, block.getBoundingClientRect().top - (window.innerHeight - inside)), insidePx);
    await scrollToShow(50);
    await page.waitForTimeout(300);
    await expect(grid).toHaveAttribute("data-reveal-state", "pending");
    await scrollToShow(150);
    await expect(grid).toHaveAttribute("data-reveal-state", "shown");
    expect(await grid.evaluate((block) => getComputedStyle(block).transitionDuration)).toBe("1.5s, 1.5s");
    await expect.poll(() => grid.evaluate((block) => getComputedStyle(block).opacity)).toBe("1");

    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.locator("[data-reveal-state]")).toHaveCount(0);
    expect(await grid.evaluate((block) => getComputedStyle(block).opacity)).toBe("1");
  });
});

