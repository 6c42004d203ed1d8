import { PAGES, expect, skipPromo, test } from "./fixtures";

test.describe("shared layout", () => {
  test.beforeEach(async ({ page }) => skipPromo(page));

  test("header links reach every public page and mark the current one", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [label, href] of [
      ["Home", "/"],
      ["About", "/about"],
      ["Products", "/product"],
      ["Gallery", "/gallery"],
      ["Certificates", "/certificates"],
      ["E-Brochure", "/ebrochure"],
      ["Contact", "/contact"],
    ]) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href);
    }
    // Menu links navigate client-side: the page is not reloaded, /gallery included (it is also
    // a JSON address, which the proxy must not answer to the router).
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await nav.getByRole("link", { name: "Gallery", exact: true }).click();
    await expect(page).toHaveURL(/\/gallery$/);
    await expect(page.getByRole("heading", { level: 1, name: "Gallery" })).toBeVisible();
    expect(await page.evaluate(() => "__sameDocument" in window)).toBe(true);
    await expect(nav.getByRole("link", { name: "Gallery", exact: true })).toHaveAttribute("aria-current", "page");
  });

  test("header changes appearance after 80 px of scrolling", async ({ page }) => {
    await page.goto("/about");
    const header = page.locator("header").first();
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await expect(header).not.toHaveClass(/is-scrolled/);
    await page.evaluate(() => window.scrollTo(0, 60));
    await page.waitForTimeout(100);
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await expect(header).toHaveClass(/is-scrolled/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute("data-scrolled", "false");
  });

  test("scroll-to-top appears after 300 px and takes the page back up", async ({ page }) => {
    await page.goto("/");
    const button = page.getByRole("button", { name: "Scroll to top" });
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 250));
    await page.waitForTimeout(100);
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });

  test("chat button opens a WhatsApp chat with the company number", async ({ page }) => {
    await page.goto("/contact");
    const chat = page.getByRole("link", { name: /Chat with Us!/ });
    await expect(chat).toBeVisible();
    await expect(chat).toHaveAttribute("href", /^https:\/\/wa\.me\/\d{8,15}$/);
    await expect(chat).toHaveAttribute("target", "_blank");
    await expect(chat).toHaveAttribute("rel", /noopener/);
  });

  test("footer shows links, the Rajkot address, phone, email, hours and social links", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText(/Rajkot/).first()).toBeVisible();
    await expect(footer.getByText("9:00 am to 7:00 pm")).toBeVisible();
    await expect(footer.getByText("Wednesday off")).toBeVisible();
    await expect(footer.getByRole("link", { name: /^\+?[\d\s]+$/ })).toHaveAttribute("href", /^tel:/);
    await expect(footer.getByRole("link", { name: "sales@ecopack.test" })).toHaveAttribute("href", "mailto:sales@ecopack.test");
    for (const network of ["Facebook", "Instagram", "LinkedIn", "YouTube"]) {
      await expect(footer.getByRole("link", { name: new RegExp(network) })).toHaveAttribute("target", "_blank");
    }
    for (const label of ["Home", "About", "Products", "Gallery", "Certificates", "E-Brochure", "Contact"]) {
      await expect(footer.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await expect(footer.getByText(/certified compostable carry bags/i)).toBeVisible();
  });

  test("every inner page has a banner h1 and a breadcrumb from Home", async ({ page }) => {
    for (const { path } of PAGES.filter((entry) => entry.path !== "/")) {
      await page.goto(path);
      await expect(page.locator("h1")).toHaveCount(1);
      const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
      await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
      const last = crumbs.locator("li").last();
      await expect(last.locator("a")).toHaveCount(0);
      await expect(last.locator('[aria-current="page"]')).toHaveCount(1);
    }
  });

  test("small screens get a slide-in menu that traps focus and closes with Escape", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const opener = page.getByRole("button", { name: "Open menu" });
    await opener.click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("data-scroll-locked", "true");
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(opener).toBeFocused();
    await opener.click();
    await menu.getByRole("link", { name: "Certificates" }).click();
    await expect(page).toHaveURL(/\/certificates$/);
    await expect(menu).toBeHidden();
    await expect(page.locator("html")).not.toHaveAttribute("data-scroll-locked", "true");
  });

  test("language selector searches about 40 languages and says when none match", async ({ page }) => {
    await page.goto("/about");
    const trigger = page.getByRole("button", { name: /^Language: English/ });
    await trigger.click();
    const panel = page.getByRole("dialog", { name: "Choose a language" });
    const options = panel.getByRole("option");
    expect(await options.count()).toBeGreaterThanOrEqual(38);
    for (const name of ["English", "Hindi", "Marathi", "Gujarati", "Tamil", "Spanish", "Chinese (Simplified)"]) {
      await expect(panel.getByRole("option", { name, exact: true })).toBeAttached();
    }
    const search = panel.getByRole("combobox", { name: "Search languages" });
    await expect(search).toBeFocused();
    await search.fill("guj");
    await expect(options).toHaveCount(1);
    await expect(panel.getByRole("option", { name: "Gujarati" })).toBeVisible();
    await search.fill("klingon");
    await expect(panel.getByText("No languages found")).toBeVisible();
    await expect(options).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(trigger).toBeFocused();

    // Choosing a language loads the translation service and drives its language menu.
    await page.route("https://translate.google.com/**", (route) =>
      route.fulfill({
        contentType: "text/javascript",
        body: `window.google = { translate: { TranslateElement: function (options, id) {
          var select = document.createElement("select");
          select.className = "goog-te-combo";
          options.includedLanguages.split(",").forEach(function (code) { var option = document.createElement("option"); option.value = code; select.appendChild(option); });
          select.addEventListener("change", function () { document.documentElement.dataset.translatedTo = select.value; });
          document.getElementById(id).appendChild(select);
        } } };
        window.googleTranslateElementInit();`,
      }),
    );
    await trigger.click();
    await page.getByRole("combobox", { name: "Search languages" }).fill("hin");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: /^Language: Hindi/ })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("data-translated-to", "hi");
    expect((await page.context().cookies()).find((cookie) => cookie.name === "googtrans")?.value).toBe("/en/hi");

    // The choice does not survive a reload: the site always opens in English.
    await page.reload();
    await expect(page.getByRole("button", { name: /^Language: English/ })).toBeVisible();
    await expect.poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === "googtrans")).toBe(false);
  });

  test("when the translation service cannot load, the page stays in English and says so", async ({ page }) => {
    await page.route("https://translate.google.com/**", (route) => route.abort("internetdisconnected"));
    await page.goto("/contact");
    await page.getByRole("button", { name: /^Language: English/ }).click();
    await page.getByRole("option", { name: "Gujarati" }).click();
    await expect(page.getByRole("button", { name: /^Language: English/ })).toBeVisible();
    await page.getByRole("button", { name: /^Language: English/ }).click();
    await expect(page.getByText("The translation service could not be reached.", { exact: false })).toBeVisible();
    // The rest of the page keeps working.
    await page.keyboard.press("Escape");
    await page.getByLabel("Full Name").fill("Still usable");
    await expect(page.getByLabel("Full Name")).toHaveValue("Still usable");
  });

  test("falling leaves are decorative and stop for reduced motion", async ({ page }) => {
    await page.goto("/");
    const leaves = page.locator(".falling-leaves");
    await expect(leaves).toHaveAttribute("aria-hidden", "true");
    await expect(leaves).toBeAttached();
    expect(await leaves.evaluate((element) => getComputedStyle(element).display)).not.toBe("none");
    await page.emulateMedia({ reducedMotion: "reduce" });
    expect(await leaves.evaluate((element) => getComputedStyle(element).display)).toBe("none");
  });

  test("the admin area gets none of the public chrome", async ({ page }) => {
    const response = await page.goto("/admin");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("button", { name: "Login", exact: true })).toBeVisible();
    await expect(page.locator(".falling-leaves")).toHaveCount(0);
    await expect(page.getByText("Chat with Us!")).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^Language:/ })).toHaveCount(0);
  });

  test("an unknown address gets the site's own 404 page; an unknown /admin address the back office's", async ({ page }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await page.getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL(/\/$/);

    for (const path of ["/admin/no-such-screen", "/admin/a/b"]) {
      const adminResponse = await page.goto(path);
      expect(adminResponse?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
      await expect(page.getByText("Chat with Us!")).toHaveCount(0);
    }
  });
});
