import { DEMO } from "../../lib/bootstrap/demo-content";
import { expect, skipPromo, test } from "./fixtures";

test.beforeEach(async ({ page }) => skipPromo(page));

test("catalogue drill-down keeps its state in the URL, with working back buttons", async ({ page }) => {
  await page.goto("/product");
  await expect(page.getByRole("heading", { level: 1, name: "Products" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toHaveText(/Home\s*\/\s*Product/);
  for (const category of DEMO.categories) await expect(page.getByRole("link", { name: new RegExp(category.title) })).toBeVisible();

  const first = DEMO.categories[0];
  await page.getByRole("link", { name: new RegExp(first.title) }).click();
  await expect(page).toHaveURL(/\/product\?category=\d+$/);
  const categoryUrl = page.url();
  await expect(page.getByRole("heading", { level: 2, name: first.title })).toBeVisible();
  for (const sub of first.subcategories) await expect(page.getByRole("heading", { level: 3, name: sub.title })).toBeVisible();

  await page.getByRole("link", { name: "Back to Categories" }).click();
  await expect(page).toHaveURL(/\/product$/);
  await page.getByRole("link", { name: new RegExp(first.title) }).click();
  await expect(page).toHaveURL(categoryUrl);

  const product = first.subcategories[0];
  await page.getByRole("link", { name: new RegExp(product.title) }).click();
  await expect(page).toHaveURL(/\/product\?category=\d+&sub=\d+$/);
  await expect(page.getByRole("heading", { level: 2, name: product.title })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Description" })).toBeVisible();
  await expect(page.getByText("Load capacity up to 8 kg")).toBeVisible();

  // The main image first, then thumbnails (main plus the extras) that swap it.
  const thumbnails = page.getByRole("list", { name: "Product images" }).getByRole("button");
  await expect(thumbnails).toHaveCount(1 + product.extra);
  await expect(thumbnails.first()).toHaveAttribute("aria-pressed", "true");
  const main = page.getByRole("img", { name: new RegExp(`^${product.title}, image`) });
  const firstSrc = await main.getAttribute("src");
  await thumbnails.nth(1).click();
  await expect(thumbnails.nth(1)).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("img", { name: `${product.title}, image 2 of ${1 + product.extra}` })).toBeVisible();
  expect(await page.getByRole("img", { name: new RegExp(`^${product.title}, image`) }).getAttribute("src")).not.toBe(firstSrc);

  await page.getByRole("link", { name: "Back to Subcategories" }).click();
  await expect(page).toHaveURL(categoryUrl);
  await page.goBack();
  await expect(page).toHaveURL(/&sub=\d+$/);
});

test("descriptions are sanitised and unknown addresses are 404s", async ({ page, request }) => {
  await page.goto("/product");
  await page.getByRole("link", { name: new RegExp(DEMO.categories[2].title) }).click();
  await page.getByRole("link", { name: new RegExp(DEMO.categories[2].subcategories[0].title) }).click();
  await expect(page.getByRole("listitem").filter({ hasText: "Approve a sample" })).toBeVisible();
  expect(await page.locator(".rich-text script, .rich-text a, .rich-text img").count()).toBe(0);

  expect((await request.get("/product?category=99999", { headers: { Accept: "text/html" } })).status()).toBe(404);
  expect((await request.get("/product?category=1&sub=99999", { headers: { Accept: "text/html" } })).status()).toBe(404);
  expect((await request.get("/product?category=abc", { headers: { Accept: "text/html" } })).status()).toBe(404);
});
