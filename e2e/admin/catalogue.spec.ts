import type { Page } from "@playwright/test";
import { confirmDelete, expect, expectToast, openScreen, test } from "./support/admin-test";
import { jpeg, pdf, png, textFile } from "./support/files";
import { dataRows, fillRichText, formNamed, pick, publicList, richTextEditor, rowWith } from "./support/screen";

// The subcategory steps use the category the first steps create.
test.describe.configure({ mode: "serial" });

const stamp = Date.now();
const category = `E2E Category ${stamp}`;
const subcategory = `E2E Product ${stamp}`;

type Category = { id: number; title: string };
type Subcategory = { id: number; title: string; description: string; main_category_id: number; sub_image1: string | null; sub_image2: string | null; sub_image3: string | null };

test("main categories: validation, create and edit, shown on the product page", async ({ admin: page }) => {
  await openScreen(page, "/admin/main-category", "Main Categories");
  const form = formNamed(page, "Add Main Category");
  await form.getByRole("button", { name: "Add Main Category" }).click();
  await expectToast(page, "Please provide a title.");
  await form.getByLabel("Title").fill(category);
  await form.getByRole("button", { name: "Add Main Category" }).click();
  await expectToast(page, "Please upload an image for a new category.");

  await pick(form, "Image", await png("category.png", "#1f5e2f"));
  await form.getByRole("button", { name: "Add Main Category" }).click();
  await expectToast(page, "Category added successfully!");
  await expect(rowWith(page, category)).toBeVisible();

  // Editing with a blank image keeps the current one.
  await rowWith(page, category).getByRole("button", { name: /Edit/ }).click();
  const edit = formNamed(page, "Edit Main Category");
  await expect(edit.getByLabel("Title")).toHaveValue(category);
  await expect(edit.getByRole("img", { name: "Current Image" })).toBeVisible();
  await edit.getByLabel("Title").fill(`${category} v2`);
  await edit.getByRole("button", { name: "Update Main Category" }).click();
  await expectToast(page, "Category updated successfully!");
  await expect(rowWith(page, `${category} v2`)).toBeVisible();
  await expect(formNamed(page, "Add Main Category").getByLabel("Title")).toHaveValue("");

  await page.goto("/product");
  await expect(page.getByText(`${category} v2`).first()).toBeVisible();
});

test("subcategories: select, rich text, type checks, four sub-image slots, edit with clearing, local delete", async ({ admin: page }) => {
  const parent = (await publicList<Category>(page, "/api/main-category")).find((item) => item.title === `${category} v2`);
  expect(parent).toBeDefined();

  await openScreen(page, "/admin/sub-category", "Subcategories");
  const form = formNamed(page, "Add Subcategory");
  await expect(richTextEditor(form, "Description")).toBeVisible(); // the editor has loaded
  await expect(form.getByText("uploading replaces and removing clears")).toBeVisible();
  const submit = form.getByRole("button", { name: "Add Subcategory" });

  await submit.click();
  await expectToast(page, "Please select a main category.");
  await form.getByLabel("Main Category").selectOption({ label: `${category} v2` });
  await submit.click();
  await expectToast(page, "Please provide a subcategory title.");
  await form.getByLabel("Title").fill(subcategory);
  await submit.click();
  await expectToast(page, "Please provide a description.");
  await fillRichText(form, "Description", "Strong compostable bags for the test suite.");
  await form.getByRole("button", { name: "Bold" }).click();
  await expect(form.getByRole("button", { name: "Bold" })).toHaveAttribute("aria-pressed", "true");
  await form.getByRole("button", { name: "Bold" }).click();
  // Links: only http, https and mailto.
  await form.getByRole("button", { name: "Link" }).click();
  await form.getByLabel("Link URL").fill("javascript:alert(1)");
  await form.getByRole("button", { name: "Apply link" }).click();
  await expect(form.getByText("Only http, https and mailto links are allowed.")).toBeVisible();
  await form.getByLabel("Link URL").fill("https://example.com/bags");
  await form.getByRole("button", { name: "Apply link" }).click();
  await expect(form.getByRole("textbox", { name: "Description", exact: true }).getByRole("link", { name: "https://example.com/bags" })).toBeVisible();
  await submit.click();
  await expectToast(page, "Please upload a main image for the subcategory.");

  await pick(form, "Main Image", textFile());
  await expectToast(page, "Only JPEG, JPG, PNG, GIF, or PDF files are allowed for the main image.");
  await expect(form.getByLabel("Main Image", { exact: true })).toHaveValue("");
  await pick(form, "Sub Image 1", pdf("not-an-image.pdf"));
  await expectToast(page, "Only JPEG, JPG, PNG, or GIF files are allowed for sub-images.");
  await expect(form.getByLabel("Sub Image 1", { exact: true })).toHaveValue("");

  await pick(form, "Main Image", await png("main.png", "#35924b"));
  await pick(form, "Sub Image 1", await jpeg("one.jpg"));
  await pick(form, "Sub Image 2", await png("two.png", "#a47d4f"));
  // A new pick can be discarded with × before saving.
  await form.getByRole("button", { name: "Discard selected Sub Image 2" }).click();
  await expect(form.getByLabel("Sub Image 2", { exact: true })).toHaveValue("");
  await submit.click();
  await expectToast(page, "Subcategory added successfully!");

  const row = rowWith(page, subcategory);
  await expect(row).toContainText(`${category} v2`);
  await expect(row.getByRole("img", { name: /sub image/ })).toHaveCount(1);
  await expect(form.getByLabel("Title")).toHaveValue("");

  // Edit: remove the current sub image 1 with ×, add sub image 3.
  await row.getByRole("button", { name: /Edit/ }).click();
  const edit = formNamed(page, "Edit Subcategory");
  await expect(edit.getByLabel("Main Category")).toHaveValue(String(parent!.id));
  await expect(edit.getByRole("textbox", { name: "Description", exact: true })).toContainText("Strong compostable bags");
  await edit.getByRole("button", { name: "Remove current Sub Image 1" }).click();
  await expect(edit.getByText("Will be cleared on save")).toBeVisible();
  await pick(edit, "Sub Image 3", await png("three.png", "#58b06b"));
  const update = edit.getByRole("button", { name: "Update Subcategory" });
  await expect(update).toHaveClass(/bg-green-600/);
  await update.click();
  await expectToast(page, "Subcategory updated successfully!");

  const saved = (await publicList<Subcategory>(page, "/api/subcategories")).find((item) => item.title === subcategory);
  expect(saved?.sub_image1).toBeFalsy();
  expect(saved?.description).toContain('href="https://example.com/bags"');
  expect(saved?.sub_image3).toMatch(/^\/uploads\//);

  await page.goto(`/product?category=${parent!.id}`);
  await expect(page.getByText(subcategory).first()).toBeVisible();

  await openScreen(page, "/admin/sub-category", "Subcategories");
  await rowWith(page, subcategory).getByRole("button", { name: /Delete/ }).click();
  await confirmDelete(page, "Are you sure you want to delete this subcategory?");
  await expectToast(page, "Subcategory deleted successfully!");
  await expect(rowWith(page, subcategory)).toHaveCount(0);
});

test("main categories: delete asks first", async ({ admin: page }) => {
  await openScreen(page, "/admin/main-category", "Main Categories");
  await rowWith(page, `${category} v2`).getByRole("button", { name: /Delete/ }).click();
  await confirmDelete(page, "Are you sure you want to delete this category?");
  await expectToast(page, "Category deleted successfully!");
  await expect(rowWith(page, `${category} v2`)).toHaveCount(0);
});

test("alternative text: typed beside the file picker, used as the image's alt on the public page, generic text when cleared", async ({ admin: page }) => {
  const title = `E2E Alt ${Date.now()}`;
  const alt = `Stack of compostable bags ${Date.now()}`;
  await openScreen(page, "/admin/main-category", "Main Categories");
  const form = formNamed(page, "Add Main Category");
  await form.getByLabel("Title").fill(title);
  await pick(form, "Image", await png("alt.png", "#4b8f3a"));
  const altInput = form.getByLabel("Image alternative text");
  await expect(altInput).toHaveAttribute("maxlength", "150");
  await altInput.fill(alt);
  await form.getByRole("button", { name: "Add Main Category" }).click();
  await expectToast(page, "Category added successfully!");

  await page.goto("/product");
  const card = page.getByRole("link", { name: new RegExp(title) });
  await expect(card.locator("img")).toHaveAttribute("alt", alt);

  await openScreen(page, "/admin/main-category", "Main Categories");
  await rowWith(page, title).getByRole("button", { name: /Edit/ }).click();
  const edit = formNamed(page, "Edit Main Category");
  await expect(edit.getByLabel("Image alternative text")).toHaveValue(alt);
  await edit.getByLabel("Image alternative text").fill("");
  await edit.getByRole("button", { name: "Update Main Category" }).click();
  await expectToast(page, "Category updated successfully!");

  await page.goto("/product");
  // Back to the generic text: the card's title names the link, the image is decorative.
  await expect(page.getByRole("link", { name: new RegExp(title) }).locator("img")).toHaveAttribute("alt", "");

  await openScreen(page, "/admin/main-category", "Main Categories");
  await rowWith(page, title).getByRole("button", { name: /Delete/ }).click();
  await confirmDelete(page, "Are you sure you want to delete this category?");
  await expectToast(page, "Category deleted successfully!");
});

/** The main categories' titles in the order of the admin table. */
async function tableTitles(page: Page): Promise<string[]> {
  return dataRows(page).locator("td:nth-child(2)").allInnerTexts();
}

/** The order of `titles` in the table: a category another spec file adds or removes meanwhile is not this test's. */
async function orderOf(page: Page, titles: string[]): Promise<string[]> {
  return (await tableTitles(page)).filter((title) => titles.includes(title));
}

test("order: a row moved up with the keyboard keeps the focus, and the product page follows the new order", async ({ admin: page }) => {
  await openScreen(page, "/admin/main-category", "Main Categories");
  const before = await tableTitles(page);
  expect(before.length).toBeGreaterThan(1);
  const [upper, lower] = before.slice(-2);

  // The first row cannot go up, the last cannot go down.
  await expect(page.getByRole("button", { name: `Move ${before[0]} up` })).toHaveAttribute("aria-disabled", "true");
  await expect(page.getByRole("button", { name: `Move ${lower} down` })).toHaveAttribute("aria-disabled", "true");

  const moveUp = page.getByRole("button", { name: `Move ${lower} up` });
  await moveUp.focus();
  await page.keyboard.press("Enter");
  await expect.poll(() => orderOf(page, before)).toEqual([...before.slice(0, -2), lower, upper]);
  await expect(page.getByRole("button", { name: `Move ${lower} up` })).toBeFocused();

  await page.goto("/product");
  const text = await page.getByRole("main").innerText();
  expect(text.indexOf(lower)).toBeGreaterThan(-1);
  expect(text.indexOf(lower)).toBeLessThan(text.indexOf(upper));

  // Back as it was, with the other button.
  await openScreen(page, "/admin/main-category", "Main Categories");
  await page.getByRole("button", { name: `Move ${lower} down` }).click();
  await expect.poll(() => orderOf(page, before)).toEqual(before);
  await page.goto("/product");
  const after = await page.getByRole("main").innerText();
  expect(after.indexOf(upper)).toBeLessThan(after.indexOf(lower));
});

test("order: a row dragged to the top of the table goes first, on the product page too, and dragged back below the last", async ({ admin: page }) => {
  await openScreen(page, "/admin/main-category", "Main Categories");
  await expect(page.getByText("Drag a row, or use its ↑ and ↓ buttons, to change the order the website shows.")).toBeVisible();
  const before = await tableTitles(page);
  expect(before.length).toBeGreaterThan(2);
  const last = before.at(-1)!;

  // Both rows in view first: a page scrolled between the press and the drag moves its start.
  await dataRows(page).last().scrollIntoViewIfNeeded();
  // Dropped on the upper half of the first row: it lands above it.
  await dataRows(page).last().dragTo(dataRows(page).first(), { targetPosition: { x: 40, y: 4 } });
  await expect.poll(() => orderOf(page, before)).toEqual([last, ...before.slice(0, -1)]);
  await page.goto("/product");
  const text = await page.getByRole("main").innerText();
  expect(text.indexOf(last)).toBeGreaterThan(-1);
  expect(text.indexOf(last)).toBeLessThan(text.indexOf(before[0]));

  // Dropped on the lower half of the last row: it lands below it.
  await openScreen(page, "/admin/main-category", "Main Categories");
  const target = dataRows(page).last();
  await target.scrollIntoViewIfNeeded();
  const height = (await target.boundingBox())!.height;
  await dataRows(page).first().dragTo(target, { targetPosition: { x: 40, y: height - 4 } });
  await expect.poll(() => orderOf(page, before)).toEqual(before);
});
