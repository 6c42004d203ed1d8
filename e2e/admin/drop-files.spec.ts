import { confirmDelete, expect, expectToast, openScreen, test } from "./support/admin-test";
import { png, textFile } from "./support/files";
import { dropFiles, formNamed, rowWith } from "./support/screen";

test("a file dropped on a form's file field is previewed, or refused with the field's own message", async ({ admin: page }) => {
  const name = `Dropped Reviewer ${Date.now()}`;
  await openScreen(page, "/admin/testimonials", "Testimonials");
  const form = formNamed(page, "Add Testimonial");
  const zone = form.getByLabel("User Image", { exact: true }).locator("..");

  await dropFiles(zone, textFile("not-a-picture.txt"));
  await expectToast(page, /Only .* allowed/);
  await expect(form.getByRole("img", { name: /Selected User Image/ })).toHaveCount(0);

  await dropFiles(zone, await png("dropped-face.png", "#6d5134", 80, 80));
  await expect(form.getByRole("img", { name: "Selected User Image: dropped-face.png" })).toBeVisible();
  await form.getByLabel("User Name").fill(name);
  await form.getByLabel("Designation").fill("Owner, Drop Market");
  await form.getByLabel("Review Message").fill("Dropped straight from the desktop.");
  await form.getByRole("button", { name: "Add Testimonial" }).click();
  await expectToast(page, "Testimonial added successfully!");
  await expect(rowWith(page, name)).toBeVisible();

  await rowWith(page, name).getByRole("button", { name: /Delete/ }).click();
  await confirmDelete(page, "Are you sure you want to delete this testimonial?");
  await expectToast(page, "Testimonial deleted successfully!");
});
