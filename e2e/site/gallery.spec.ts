import { expect, skipPromo, test } from "./fixtures";

test.beforeEach(async ({ page }) => skipPromo(page));

test("gallery grid opens a lightbox that wraps, follows the arrow keys and closes with Escape", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/gallery");
  await expect(page.getByRole("heading", { level: 1, name: "Gallery" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Our Gallery" })).toBeVisible();
  await expect(page.getByText("Explore the Moments That Define Us!")).toBeVisible();

  const tiles = page.getByRole("button", { name: /^Open image \d+ of \d+$/ });
  await expect(tiles).toHaveCount(8);
  const columns = await page.locator("main ul").filter({ has: tiles.first() }).evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(" ").length);
  expect(columns).toBe(4);
  const box = await tiles.first().boundingBox();
  expect(Math.abs((box?.width ?? 0) - (box?.height ?? 1))).toBeLessThan(2);

  await tiles.first().click();
  const lightbox = page.getByRole("dialog", { name: "Gallery image viewer" });
  await expect(lightbox).toBeVisible();
  await expect(lightbox.getByText("Image 1 of 8")).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-scroll-locked", "true");

  await lightbox.getByRole("button", { name: "Previous image" }).click();
  await expect(lightbox.getByText("Image 8 of 8")).toBeVisible();
  await lightbox.getByRole("button", { name: "Next image" }).click();
  await expect(lightbox.getByText("Image 1 of 8")).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(lightbox.getByText("Image 2 of 8")).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(lightbox.getByText("Image 8 of 8")).toBeVisible();

  for (let i = 0; i < 5; i++) {
    await page.keyboard.press("Tab");
    expect(await lightbox.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(lightbox).toBeHidden();
  await expect(page.locator("html")).not.toHaveAttribute("data-scroll-locked", "true");
  await expect(tiles.first()).toBeFocused();
});

test("gallery grid uses two columns on small screens and three on tablets", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/gallery");
  const grid = page.locator("main ul").filter({ has: page.getByRole("button", { name: /^Open image/ }).first() });
  expect(await grid.evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(" ").length)).toBe(2);
  await page.setViewportSize({ width: 800, height: 900 });
  expect(await grid.evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(" ").length)).toBe(3);
});

test("the gallery's JSON call (used by Retry) answers an array at the page's own address", async ({ request }) => {
  const response = await request.get("/gallery", { headers: { Accept: "application/json", "Cache-Control": "no-cache" } });
  expect(response.ok()).toBe(true);
  const items = await response.json();
  expect(Array.isArray(items)).toBe(true);
  expect(items.length).toBe(8);
});
