import { confirmDelete, expect, expectToast, openScreen, test } from "./support/admin-test";
import { jpeg, pdf, png, textFile } from "./support/files";
import { dataRows, dropFiles, formNamed, pick, publicList, rowWith } from "./support/screen";

type GalleryItem = { id: number; image: string };

test("gallery: several files with removable previews, per-row replace, delete", async ({ admin: page }) => {
  await openScreen(page, "/admin/gallery", "Gallery");
  const before = await dataRows(page).count();
  await page.getByRole("button", { name: "Upload Gallery" }).click();
  await expectToast(page, "No images selected!");

  await page.getByLabel("Choose images to add").setInputFiles([await png("g1.png", "#35924b"), await png("g2.png", "#a47d4f"), textFile()]);
  await expectToast(page, "Upload failed. Only JPEG, JPG, PNG, GIF, or PDF files are allowed.");
  const selected = page.getByRole("list", { name: "Selected images" });
  await expect(selected.getByRole("listitem")).toHaveCount(2);
  await page.getByRole("button", { name: "Remove g2.png" }).click();
  await expect(selected.getByRole("listitem")).toHaveCount(1);
  await page.getByRole("button", { name: "Upload Gallery" }).click();
  await expectToast(page, "Images uploaded successfully!");
  await expect(dataRows(page)).toHaveCount(before + 1);
  await expect(page.getByRole("list", { name: "Selected images" })).toHaveCount(0);

  const uploaded = (await publicList<GalleryItem>(page, "/gallery/")).slice(-1)[0];
  const last = dataRows(page).last();
  await last.getByRole("button", { name: /Edit/ }).click();
  await last.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Please select an image to update!");
  await last.getByLabel("Replacement image").setInputFiles(await jpeg("replacement.jpg", "#1c4b28"));
  await last.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Image updated successfully!");
  const replaced = (await publicList<GalleryItem>(page, "/gallery/")).find((item) => item.id === uploaded.id)!;
  expect(replaced.image).not.toBe(uploaded.image);

  await page.goto("/gallery");
  await expect(page.getByRole("heading", { name: "Our Gallery" })).toBeVisible();
  expect(await page.content()).toContain(replaced.image.split("/").pop()!);

  await openScreen(page, "/admin/gallery", "Gallery");
  await dataRows(page).last().getByRole("button", { name: /Edit/ }).click();
  await dataRows(page).last().getByRole("button", { name: "Cancel" }).click();
  await dataRows(page).last().getByRole("button", { name: /Delete/ }).click();
  await confirmDelete(page, "Are you sure you want to delete this image?");
  await expectToast(page, "Image deleted successfully!");
  await expect(dataRows(page)).toHaveCount(before);
});

test("files dropped on the gallery's upload box are checked like picked ones and upload", async ({ admin: page }) => {
  await openScreen(page, "/admin/gallery", "Gallery");
  const before = await dataRows(page).count();
  const box = page.locator("label", { hasText: "Choose images to add, or drop them here" });

  await dropFiles(box, await png("dropped-1.png", "#35924b"), await png("dropped-2.png", "#a47d4f"), textFile("dropped.txt"));
  await expectToast(page, "Upload failed. Only JPEG, JPG, PNG, GIF, or PDF files are allowed.");
  const selected = page.getByRole("list", { name: "Selected images" });
  await expect(selected.getByRole("listitem")).toHaveCount(2);
  await expect(selected).toContainText("dropped-1.png");

  await page.getByRole("button", { name: "Upload Gallery" }).click();
  await expectToast(page, "Images uploaded successfully!");
  await expect(dataRows(page)).toHaveCount(before + 2);

  for (let i = 0; i < 2; i++) {
    await dataRows(page).last().getByRole("button", { name: /Delete/ }).click();
    await confirmDelete(page, "Are you sure you want to delete this image?");
    await expectToast(page, /deleted/i);
  }
  await expect(dataRows(page)).toHaveCount(before);
});

test("gallery table pages by 20, with where you are; new uploads are on the last page", async ({ admin: page, session, request }) => {
  await openScreen(page, "/admin/gallery", "Gallery");
  const before = (await publicList<GalleryItem>(page, "/gallery/")).length;
  const files = await Promise.all(Array.from({ length: 21 - Math.min(before, 20) }, (_, i) => png(`page-${i}.png`, i % 2 ? "#35924b" : "#a47d4f")));
  await page.getByLabel("Choose images to add").setInputFiles(files);
  await page.getByRole("button", { name: "Upload Gallery" }).click();
  await expectToast(page, "Images uploaded successfully!");
  const total = before + files.length;

  const pager = page.getByRole("navigation", { name: "Pages of gallery" });
  await expect(pager).toContainText(`1–20 of ${total} · Page 1 of 2`);
  await expect(dataRows(page)).toHaveCount(20);
  await expect(pager.getByRole("button", { name: "Previous page" })).toBeDisabled();
  await pager.getByRole("button", { name: "Next page" }).click();
  await expect(pager).toContainText(`21–${total} of ${total} · Page 2 of 2`);
  await expect(dataRows(page)).toHaveCount(total - 20);
  await expect(pager.getByRole("button", { name: "Next page" })).toBeDisabled();

  // Back to how it was: the uploads go through the API.
  const items = await publicList<GalleryItem>(page, "/gallery/");
  for (const item of items.slice(before)) {
    const answer = await request.delete(`/gallery/${item.id}`, { headers: { Authorization: `Bearer ${session.token}` } });
    expect(answer.status()).toBe(200);
  }
  await openScreen(page, "/admin/gallery", "Gallery");
  await expect(pager).toHaveCount(0);
});

test("certificates: both files to add, at least one to update, View PDF, delete", async ({ admin: page }) => {
  await openScreen(page, "/admin/certificate", "Certificates");
  const before = await dataRows(page).count();
  const form = formNamed(page, "Add Certificate");
  await pick(form, "Cover Image", await png("cover.png", "#183e23", 120, 160));
  await form.getByRole("button", { name: "Add Certificate" }).click();
  await expectToast(page, "Please provide both cover image and PDF file.");
  await pick(form, "PDF File", pdf("certificate.pdf", "E2E certificate"));
  await form.getByRole("button", { name: "Add Certificate" }).click();
  await expectToast(page, "Certificate added successfully!");
  await expect(dataRows(page)).toHaveCount(before + 1);
  await expect(dataRows(page).last().getByRole("link", { name: "View PDF" })).toHaveAttribute("href", /^\/uploads\/.+\.pdf$/);

  const created = (await publicList<{ id: number; pdf_file: string }>(page, "/api/certificates")).slice(-1)[0];
  await dataRows(page).last().getByRole("button", { name: /Edit/ }).click();
  const edit = formNamed(page, "Edit Certificate");
  await edit.getByRole("button", { name: "Update Certificate" }).click();
  await expectToast(page, "Please provide at least one file to update (cover image or PDF).");
  await pick(edit, "PDF File", pdf("certificate-2.pdf", "E2E certificate, second edition"));
  await edit.getByRole("button", { name: "Update Certificate" }).click();
  await expectToast(page, "Certificate updated successfully!");
  const updated = (await publicList<{ id: number; pdf_file: string }>(page, "/api/certificates")).find((item) => item.id === created.id)!;
  expect(updated.pdf_file).not.toBe(created.pdf_file);

  await page.goto("/certificates");
  expect(await page.content()).toContain(updated.pdf_file);

  await openScreen(page, "/admin/certificate", "Certificates");
  await dataRows(page).last().getByRole("button", { name: /Delete/ }).click();
  await confirmDelete(page, "Are you sure you want to delete this certificate?");
  await expectToast(page, "Certificate deleted successfully!");
  await expect(dataRows(page)).toHaveCount(before);
});

test("about us: one entry, 50-character preview, edit, delete and add again", async ({ admin: page }) => {
  const title = `E2E Story ${Date.now()}`;
  const description = "We started with one question about carry bags and the planet they end up in.";
  await openScreen(page, "/admin/about-us", "About Us");
  await expect(formNamed(page, "Add About Us")).toHaveCount(0);
  await expect(page.getByText("Only one About Us entry is allowed. Edit or delete the existing one.")).toBeVisible();
  await expect(dataRows(page).first()).toContainText(/\w\.\.\./);

  await dataRows(page).first().getByRole("button", { name: /Edit/ }).click();
  const edit = formNamed(page, "Edit About Us");
  await edit.getByLabel("Title").fill("");
  await edit.getByRole("button", { name: "Update About Us" }).click();
  await expectToast(page, "Please provide title and description.");
  await edit.getByLabel("Title").fill(title);
  await edit.getByLabel("Description").fill(description);
  await edit.getByRole("button", { name: "Update About Us" }).click();
  await expectToast(page, "About Us entry updated successfully!");
  await expect(rowWith(page, title)).toContainText(`${description.slice(0, 50)}...`);

  await page.goto("/about");
  await expect(page.getByText(title).first()).toBeVisible();

  await openScreen(page, "/admin/about-us", "About Us");
  await rowWith(page, title).getByRole("button", { name: /Delete/ }).click();
  await confirmDelete(page, "Are you sure you want to delete this About Us entry?");
  await expectToast(page, "About Us entry deleted successfully!");

  const form = formNamed(page, "Add About Us");
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Description").fill(description);
  await form.getByRole("button", { name: "Add About Us" }).click();
  await expectToast(page, "Please provide all fields, including image.");
  await pick(form, "Image", await png("story.png", "#58b06b", 300, 200));
  await form.getByRole("button", { name: "Add About Us" }).click();
  await expectToast(page, "About Us entry added successfully!");
  await expect(rowWith(page, title)).toBeVisible();
  await expect(formNamed(page, "Add About Us")).toHaveCount(0);
});
