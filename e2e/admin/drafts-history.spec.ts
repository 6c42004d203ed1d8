import { confirmDelete, expect, expectToast, openScreen, test } from "./support/admin-test";
import { png } from "./support/files";
import { formNamed, pick, publicList, rowWith } from "./support/screen";

// Drafts and history in a real browser (contract §7): a saved draft changes nothing public and
// marks the row; publishing it goes live; History restores an old version; Undo in the toast.
test("testimonials: save a draft, list mark, publish, restore an old version from History, undo", async ({ admin: page }) => {
  const name = `E2E Drafted ${Date.now()}`;
  const names = async () => (await publicList<{ user_name: string }>(page, "/api/testimonials")).map((row) => row.user_name);
  await openScreen(page, "/admin/testimonials", "Testimonials");
  const form = formNamed(page, "Add Testimonial");
  await form.getByLabel("User Name").fill(name);
  await form.getByLabel("Designation").fill("Buyer");
  await form.getByLabel("Review Message").fill("First words.");
  await pick(form, "User Image", await png("drafted.png"));
  await form.getByRole("button", { name: "Add Testimonial" }).click();
  await expectToast(page, "Testimonial added successfully!");

  // Save draft: nothing public changes, the row is marked.
  await rowWith(page, name).getByRole("button", { name: /Edit/ }).click();
  const edit = formNamed(page, "Edit Testimonial");
  await edit.getByLabel("Review Message").fill("Second words, not yet public.");
  await edit.getByRole("button", { name: "Save draft" }).click();
  await expectToast(page, "Draft saved.");
  await expect(rowWith(page, name).getByText("Unpublished changes")).toBeVisible();
  expect(await names()).toContain(name);
  const before = (await publicList<{ user_name: string; review_message: string }>(page, "/api/testimonials")).find((row) => row.user_name === name);
  expect(before?.review_message).toBe("First words.");

  // Editing again shows the draft; publishing it goes live and clears the mark.
  await rowWith(page, name).getByRole("button", { name: /Edit/ }).click();
  await expect(edit.getByLabel("Review Message")).toHaveValue("Second words, not yet public.");
  await edit.getByRole("button", { name: "Update Testimonial" }).click();
  await expectToast(page, "Testimonial published.");
  await expect(rowWith(page, name).getByText("Unpublished changes")).toHaveCount(0);
  const published = (await publicList<{ user_name: string; review_message: string }>(page, "/api/testimonials")).find((row) => row.user_name === name);
  expect(published?.review_message).toBe("Second words, not yet public.");

  // History: version 1 compared with the current values, restored and published.
  await rowWith(page, name).getByRole("button", { name: /Edit/ }).click();
  await page.getByRole("button", { name: "History", exact: true }).click();
  const panel = page.getByRole("dialog", { name: /History of/ });
  await expect(panel).toBeVisible();
  await panel.locator("[data-version='1']").click();
  await expect(panel.locator("section")).toContainText("First");
  await panel.getByRole("button", { name: "Restore and publish now" }).click();
  await expectToast(page, "Version 1 restored and published.");
  const restored = (await publicList<{ user_name: string; review_message: string }>(page, "/api/testimonials")).find((row) => row.user_name === name);
  expect(restored?.review_message).toBe("First words.");

  // Delete, then Undo from the toast: it comes back from the trash.
  await rowWith(page, name).getByRole("button", { name: /Delete/ }).click();
  await confirmDelete(page, "Are you sure you want to delete this testimonial?");
  await expectToast(page, "Testimonial deleted successfully!");
  await page.getByRole("region", { name: "Notifications" }).getByRole("status").filter({ hasText: "Testimonial deleted successfully!" }).getByRole("button", { name: "Undo" }).click();
  await expect(rowWith(page, name)).toBeVisible();
  expect(await names()).toContain(name);

  await rowWith(page, name).getByRole("button", { name: /Delete/ }).click();
  await confirmDelete(page, "Are you sure you want to delete this testimonial?");
  await expectToast(page, "Testimonial deleted successfully!");
});
