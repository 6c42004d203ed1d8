import type { Locator, Page } from "@playwright/test";
import { confirmDelete, expect, expectToast, openScreen, test, type Session } from "./support/admin-test";
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
  await last.getByRole("button", { name: "Save", exact: true }).click();
  await expectToast(page, "Please select an image to update!");
  await last.getByLabel("Replacement image").setInputFiles(await jpeg("replacement.jpg", "#1c4b28"));
  await last.getByRole("button", { name: "Save", exact: true }).click();
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

// The gallery's drafts (contract §7), here so it runs in turn with the other gallery tests: picked
// files saved as drafts change nothing public and are listed as "Draft only"; a row's edit publishes
// through the draft, keeps a new file as a draft (public image unchanged), discards it, opens the
// History and schedules a publish.
type DraftItem = { collection: string; id: number; draft_only: boolean; publish_at: string | null };

const galleryIds = async (page: Page) => (await publicList<GalleryItem>(page, "/gallery/")).map((item) => item.id);

async function galleryDrafts(page: Page, session: Session): Promise<DraftItem[]> {
  const answer = await page.request.get("/api/admin/drafts", { headers: { Authorization: `Bearer ${session.token}` } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: DraftItem[] }).data.filter((draft) => draft.collection === "gallery");
}

/** The gallery table, where a row's edit shows its controls. */
const table = (page: Page): Locator => page.getByRole("region", { name: "Gallery table" });
const rowOf = (page: Page, id: number): Locator => table(page).getByRole("row").filter({ has: page.getByRole("button", { name: `Edit Gallery Image #${id}`, exact: true }) });

async function editRow(page: Page, id: number): Promise<Locator> {
  await page.getByRole("button", { name: `Edit Gallery Image #${id}`, exact: true }).click();
  const editor = table(page).getByRole("row").filter({ has: page.getByLabel("Replacement image") });
  await expect(editor).toHaveCount(1);
  return editor;
}

/** A `datetime-local` value `seconds` from now, in the browser's own time zone. */
function localInput(page: Page, seconds: number): Promise<string> {
  return page.evaluate((ahead) => {
    const at = new Date(Date.now() + ahead * 1000);
    const pad = (n: number) => String(n).padStart(2, "0");
    return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
  }, seconds);
}

test("gallery: picked files saved as drafts, published through a row's edit, a new file kept as a draft then discarded, History, Publish at", async ({ admin: page, session }) => {
  await openScreen(page, "/admin/gallery", "Gallery");
  const upload = page.getByRole("form", { name: "Upload images" });

  // Save draft: a draft-only item, marked in the list, in no public list.
  await page.getByLabel("Choose images to add").setInputFiles(await png("draft-gallery.png", "#2f6f3e"));
  await upload.getByRole("button", { name: "Save draft" }).click();
  await expectToast(page, "Draft saved.");
  await expect(page.getByRole("list", { name: "Selected images" })).toHaveCount(0);
  const drafted = (await galleryDrafts(page, session)).filter((item) => item.draft_only);
  expect(drafted).toHaveLength(1);
  const id = drafted[0]!.id;
  await expect(rowOf(page, id).getByText("Draft only")).toBeVisible();
  expect(await galleryIds(page)).not.toContain(id);

  // Its edit publishes the draft as it is (no new file needed): public, the mark gone.
  let editor = await editRow(page, id);
  await editor.getByRole("button", { name: "Save", exact: true }).click();
  await expectToast(page, "Gallery Image published.");
  await expect(rowOf(page, id).getByText("Draft only")).toHaveCount(0);
  const published = (await publicList<GalleryItem>(page, "/gallery/")).find((item) => item.id === id);
  expect(published).toBeTruthy();

  // A new file kept as a draft: marked, the public image unchanged.
  editor = await editRow(page, id);
  await editor.getByLabel("Replacement image").setInputFiles(await jpeg("draft-replacement.jpg", "#7a4b1c"));
  await editor.getByRole("button", { name: "Save draft" }).click();
  await expectToast(page, "Draft saved.");
  await expect(rowOf(page, id).getByText("Unpublished changes")).toBeVisible();
  expect((await publicList<GalleryItem>(page, "/gallery/")).find((item) => item.id === id)?.image).toBe(published!.image);

  // Discard draft: back to the published image, the mark gone.
  editor = await editRow(page, id);
  await editor.getByRole("button", { name: "Discard draft" }).click();
  await expectToast(page, "Draft discarded.");
  await expect(rowOf(page, id).getByText("Unpublished changes")).toHaveCount(0);
  expect((await galleryDrafts(page, session)).map((item) => item.id)).not.toContain(id);

  // History: the versions the create and the publish kept.
  editor = await editRow(page, id);
  await editor.getByRole("button", { name: "History", exact: true }).click();
  const panel = page.getByRole("dialog", { name: /History of/ });
  await expect(panel).toBeVisible();
  await expect(panel.locator("[data-version='1']")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await editor.getByRole("button", { name: "Cancel" }).click();

  // Publish at…: a new file kept as a scheduled draft, marked as such; nothing public changes yet.
  editor = await editRow(page, id);
  await editor.getByLabel("Replacement image").setInputFiles(await png("scheduled-gallery.png", "#1c3f7a"));
  await editor.getByRole("button", { name: "Publish at…" }).click();
  await editor.getByLabel("Publish at").fill(await localInput(page, 3600));
  await editor.getByRole("button", { name: "Schedule" }).click();
  await expectToast(page, /will be published at/);
  await expect(rowOf(page, id).getByText(/^Scheduled /)).toBeVisible();
  expect((await publicList<GalleryItem>(page, "/gallery/")).find((item) => item.id === id)?.image).toBe(published!.image);
  expect((await galleryDrafts(page, session)).find((item) => item.id === id)?.publish_at).toBeTruthy();

  // Clean up: to the trash, its draft with it.
  await page.getByRole("button", { name: `Delete Gallery Image #${id}`, exact: true }).click();
  await confirmDelete(page, "Are you sure you want to delete this image?");
  await expectToast(page, "Image deleted successfully!");
  expect(await galleryIds(page)).not.toContain(id);
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

// In this file, in turn with the certificates test above, which counts the rows.
test("certificates: a PDF only a draft names is a 404 to others and opens from the list with the admin's grant; its cover shows with one", async ({ admin: page }) => {
  await openScreen(page, "/admin/certificate", "Certificates");
  const before = await dataRows(page).count();
  const form = formNamed(page, "Add Certificate");
  await pick(form, "Cover Image", await png("draft-cover.png", "#2f5d3a", 120, 160));
  await pick(form, "PDF File", pdf("draft-certificate.pdf", "E2E draft certificate"));
  await form.getByRole("button", { name: "Save draft" }).click();
  await expectToast(page, "Draft saved.");
  const row = dataRows(page).filter({ hasText: "Draft only" });
  await expect(row).toHaveCount(1);
  const link = row.getByRole("link", { name: "View PDF" });
  const href = (await link.getAttribute("href"))!;
  expect(href).toMatch(/^\/uploads\/.+\.pdf$/);
  expect((await page.request.get(href)).status()).toBe(404);

  // The new tab asks for the file with a grant (a PDF may show or download: the request is what counts).
  const granted = page.context().waitForEvent("request", (request) => request.url().includes(`${href}?grant=`));
  const [tab] = await Promise.all([page.context().waitForEvent("page"), link.click()]);
  const opened = await page.request.get((await granted).url());
  expect(opened.status()).toBe(200);
  expect(opened.headers()["content-type"]).toBe("application/pdf");
  expect(opened.headers()["cache-control"]).toContain("no-store");
  await tab.close();

  // Its cover, private as well, shows in the list through a grant.
  const cover = row.getByRole("img").first();
  await expect(cover).toHaveAttribute("src", /^\/uploads\/.+\.png\?grant=/);
  await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(120);
  const coverPath = new URL((await cover.getAttribute("src"))!, "http://localhost").pathname;

  // A cover the grant cannot bring back goes on as any broken image: direct, grant, /proxy-image, placeholder.
  const asked: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === coverPath) asked.push(url.searchParams.has("grant") ? "granted" : "direct");
    else if (url.pathname === "/api/admin/file-grants" && request.postData()?.includes(coverPath)) asked.push("grant");
    else if (url.pathname === "/proxy-image" && url.searchParams.get("url")?.endsWith(coverPath)) asked.push("proxied");
  });
  await page.route((url) => url.pathname === coverPath && url.searchParams.has("grant"), (route) => route.fulfill({ status: 404, body: "" }));
  await page.route("**/proxy-image?**", (route) => route.fulfill({ status: 502, body: "" }));
  await openScreen(page, "/admin/certificate", "Certificates");
  await expect(row.getByRole("img").first()).toHaveAttribute("src", /\/admin\/placeholder\.svg$/);
  // Each step first asked after the one before it (the list may show the cover twice, in its table and its cards).
  expect([...new Set(asked)]).toEqual(["direct", "grant", "granted", "proxied"]);
  await page.unrouteAll();

  await row.getByRole("button", { name: /Delete/ }).click();
  await confirmDelete(page, "Are you sure you want to delete this certificate?");
  await expect(dataRows(page)).toHaveCount(before);
  expect((await page.request.get(href)).status()).toBe(404);
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
