import { ADMIN, expect, expectToast, openScreen, test } from "./support/admin-test";
import { png } from "./support/files";
import { formNamed, pick } from "./support/screen";

const DISCARD = "Discard unsaved changes?";

test("a form with unsaved changes asks before the page is left: links, another row's Edit, reload", async ({ admin: page }) => {
  await openScreen(page, "/admin/testimonials", "Testimonials");
  const form = formNamed(page, "Add Testimonial");
  const nav = page.getByRole("navigation", { name: "Admin sections" });

  // A clean form leaves at once.
  await nav.getByRole("link", { name: "Gallery" }).click();
  await expect(page).toHaveURL(/\/admin\/gallery$/);
  await openScreen(page, "/admin/testimonials", "Testimonials");

  await form.getByLabel("User Name").fill("Half-written review");
  await nav.getByRole("link", { name: "Gallery" }).click();
  const question = page.getByRole("alertdialog");
  await expect(question).toContainText(DISCARD);
  await question.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/admin\/testimonials$/);
  await expect(form.getByLabel("User Name")).toHaveValue("Half-written review");

  // Loading another row into the form asks too.
  await page.getByRole("row").nth(1).getByRole("button", { name: /Edit/ }).click();
  await expect(question).toContainText(DISCARD);
  await question.getByRole("button", { name: "Cancel" }).click();
  await expect(form.getByLabel("User Name")).toHaveValue("Half-written review");

  // Reloading or closing the tab gets the browser's own prompt.
  const prompt = page.waitForEvent("dialog");
  await page.close({ runBeforeUnload: true });
  const dialog = await prompt;
  expect(dialog.type()).toBe("beforeunload");
  await dialog.dismiss();
  expect(page.isClosed()).toBe(false);
  await expect(form.getByLabel("User Name")).toHaveValue("Half-written review");

  await nav.getByRole("link", { name: "Gallery" }).click();
  await question.getByRole("button", { name: "Discard changes" }).click();
  await expect(page).toHaveURL(/\/admin\/gallery$/);
});

test("a token revoked mid-edit: 'Session expired', then the form's texts are back after signing in", async ({ admin: page, session, request }) => {
  await openScreen(page, "/admin/testimonials", "Testimonials");
  const form = formNamed(page, "Add Testimonial");
  await form.getByLabel("User Name").fill("Meera Joshi");
  await form.getByLabel("Designation").fill("Buyer, Green Grocers");
  await form.getByLabel("Review Message").fill("Strong bags that our customers trust.");
  await pick(form, "User Image", await png("meera.png", "#6d5134", 80, 80));

  expect((await request.post("/logout", { headers: { Authorization: `Bearer ${session.token}` }, data: {} })).status()).toBe(200);
  await form.getByRole("button", { name: "Add Testimonial" }).click();

  await expect(page).toHaveURL(/\/admin$/);
  await expectToast(page, "Session expired. Please log in again.");
  await page.getByLabel("Username").fill(ADMIN.username);
  await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: "Login" }).click();

  await expect(page).toHaveURL(/\/admin\/testimonials$/);
  await expectToast(page, "Your unsaved changes were restored. Choose any files again.");
  const restored = formNamed(page, "Add Testimonial");
  await expect(restored.getByLabel("User Name")).toHaveValue("Meera Joshi");
  await expect(restored.getByLabel("Designation")).toHaveValue("Buyer, Green Grocers");
  await expect(restored.getByLabel("Review Message")).toHaveValue("Strong bags that our customers trust.");
  // Files are never parked: the image is chosen again.
  await expect(restored.getByLabel("User Image", { exact: true })).toHaveValue("");
  // Taken once: a reload shows an empty form.
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith("admin-draft:")))).toEqual([]);
});
