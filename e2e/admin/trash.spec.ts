// The trash (contract §7): a deleted main category leaves the website and its image answers 404;
// the Trash screen lists it (what, when, by whom, when it is purged), Restore brings it back with
// its image, and "Delete permanently" (after a confirmation) removes it for good.
import { confirmDelete, expect, expectToast, openScreen, test } from "./support/admin-test";
import { png } from "./support/files";
import { publicList, rowWith } from "./support/screen";

test("trash: delete, find it in the Trash, restore, delete again and purge", async ({ admin: page, session }) => {
  const title = `E2E Trash ${Date.now()}`;
  const auth = { Authorization: `Bearer ${session.token}` };
  const image = await png("trash.png", "#267639", 120, 80);
  const created = await page.request.post("/api/main-category", { headers: auth, multipart: { title, image } });
  expect(created.status(), await created.text()).toBe(201);
  const record = ((await created.json()) as { data: { id: number; image: string } }).data;
  expect((await page.request.get(record.image)).status()).toBe(200);

  await openScreen(page, "/admin/main-category", "Main Categories");
  await rowWith(page, title).getByRole("button", { name: /Delete/ }).click();
  await confirmDelete(page, "Are you sure you want to delete this category?");
  await expectToast(page, "Category deleted successfully!");
  await expect(rowWith(page, title)).toHaveCount(0);
  expect((await publicList<{ id: number }>(page, "/api/main-category")).map((row) => row.id)).not.toContain(record.id);
  expect((await page.request.get(record.image)).status()).toBe(404);

  await page.getByRole("navigation").getByRole("link", { name: "Trash" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Trash" })).toBeVisible();
  const row = rowWith(page, title);
  await expect(row).toContainText("Main Category");
  await expect(row).toContainText("by admin");
  await expect(row.locator("time")).toHaveCount(2);

  await row.getByRole("button", { name: `Restore ${title}` }).click();
  await expectToast(page, "Main Category restored.");
  await expect(rowWith(page, title)).toHaveCount(0);
  expect((await publicList<{ id: number; title: string }>(page, "/api/main-category")).find((row) => row.id === record.id)?.title).toBe(title);
  expect((await page.request.get(record.image)).status()).toBe(200);

  const deleted = await page.request.delete(`/api/main-category/${record.id}`, { headers: auth });
  expect(deleted.status()).toBe(200);
  await page.reload();
  await rowWith(page, title).getByRole("button", { name: `Delete ${title} permanently` }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("will be deleted for good. This cannot be undone.");
  // Cancel keeps it.
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(rowWith(page, title)).toHaveCount(1);
  await rowWith(page, title).getByRole("button", { name: `Delete ${title} permanently` }).click();
  await dialog.getByRole("button", { name: "Delete permanently" }).click();
  await expectToast(page, "Main Category deleted permanently.");
  await expect(rowWith(page, title)).toHaveCount(0);
  expect((await page.request.get(record.image)).status()).toBe(404);
  const again = await page.request.post(`/api/admin/trash/mainCategories/${record.id}/restore`, { headers: auth });
  expect(again.status()).toBe(404);
  expect(await again.json()).toMatchObject({ success: false, code: "not_found" });
});
