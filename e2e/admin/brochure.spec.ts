import { confirmDelete, expect, expectToast, openScreen, test } from "./support/admin-test";
import { jpeg, pdf, png } from "./support/files";
import { fillRichText, formNamed, pick, richTextEditor, rowWith } from "./support/screen";

test("e-brochure: one record, table/form switch, 700-character counter, delete and create again", async ({ admin: page }) => {
  const title = `E2E Catalogue ${Date.now()}`;
  await openScreen(page, "/admin/e-brochure", "E-Brochure");

  // A record exists: the table, not the form.
  await expect(page.getByRole("heading", { name: "Current E-Brochure" })).toBeVisible();
  await expect(page.getByRole("link", { name: "View PDF" })).toHaveAttribute("href", /\.pdf$/);
  await expect(formNamed(page, "Add E-Brochure")).toHaveCount(0);

  // Edit switches to the form; Cancel back to the table.
  await page.getByRole("button", { name: /^Edit/ }).click();
  const edit = formNamed(page, "Edit E-Brochure");
  await expect(edit.getByText(/\d+ \/ 700 characters/)).toBeVisible();
  await edit.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("heading", { name: "Current E-Brochure" })).toBeVisible();

  // Longer text is cut to 700 characters with a warning; the counter turns red.
  await page.getByRole("button", { name: /^Edit/ }).click();
  await fillRichText(edit, "Description", "Compostable packaging. ".repeat(40));
  await expectToast(page, "Description truncated to 700 characters.");
  const counter = edit.getByText("700 / 700 characters");
  await expect(counter).toBeVisible();
  await expect(counter).toHaveClass(/text-red-600/);
  await edit.getByLabel("Title").fill(title);
  await edit.getByRole("button", { name: "Update E-Brochure" }).click();
  await expectToast(page, "E-Brochure updated successfully!");
  await expect(rowWith(page, title)).toBeVisible();

  await page.getByRole("button", { name: /^Delete/ }).click();
  await confirmDelete(page, "Are you sure you want to delete the e-brochure?");
  await expectToast(page, "E-Brochure deleted successfully!");

  // With none, the public page says so (and its cached copy is gone at once).
  const visitor = await page.context().newPage();
  await visitor.goto("/ebrochure");
  await expect(visitor.getByRole("heading", { name: "No Brochure Available" })).toBeVisible();
  await expect(visitor.getByText("Please check back later for our e-brochure.")).toBeVisible();
  await expect(visitor.getByRole("button", { name: /Download/ })).toHaveCount(0);
  await visitor.close();

  // None left: the create form.
  const form = formNamed(page, "Add E-Brochure");
  await expect(richTextEditor(form, "Description")).toBeVisible(); // the editor has loaded
  await expect(form).toBeVisible();
  const submit = form.getByRole("button", { name: "Add E-Brochure" });
  await submit.click();
  await expectToast(page, "Please provide a title.");
  await form.getByLabel("Title").fill(`${title} new`);
  await submit.click();
  await expectToast(page, "Please provide a description.");
  await fillRichText(form, "Description", "Every size, thickness and print option.");
  await submit.click();
  await expectToast(page, "Please upload both a cover image and a PDF file for a new e-brochure.");
  await pick(form, "Cover Image", await jpeg("cover.jpg"));
  await pick(form, "PDF File", await png("not-a-pdf.png"));
  await expectToast(page, "Only PDF files are allowed.");
  await submit.click();
  await expectToast(page, "Please upload both a cover image and a PDF file for a new e-brochure.");
  await pick(form, "PDF File", pdf("catalogue.pdf", "E2E catalogue"));
  await expect(form.getByText("PDF").first()).toBeVisible();
  await submit.click();
  await expectToast(page, /E-Brochure (added|updated) successfully!/);
  await expect(rowWith(page, `${title} new`)).toBeVisible();
  await expect(page.getByRole("link", { name: "View PDF" })).toBeVisible();

  await page.goto("/ebrochure");
  await expect(page.getByText(`${title} new`).first()).toBeVisible();
});
