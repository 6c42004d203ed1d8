import { confirmDelete, expect, expectToast, openScreen, test } from "./support/admin-test";
import { png, textFile } from "./support/files";
import { dataRows, formNamed, pick, rowWith } from "./support/screen";

const LIMIT = "Maximum limit of 3 sliders reached. Delete a slider to add a new one.";

test("sliders: limit note at 3, confirmed delete, validation, create, edit and delete, shown on the home page", async ({ admin: page }) => {
  const title = `E2E slide ${Date.now()}`;
  await openScreen(page, "/admin/slider", "Sliders");

  // The demo content has three slides: the form is hidden behind the limit note.
  await expect(dataRows(page)).toHaveCount(3);
  await expect(page.getByText(LIMIT)).toBeVisible();
  await expect(formNamed(page, "Add Slider")).toHaveCount(0);

  // Delete asks first; Cancel keeps the row.
  const first = dataRows(page).first();
  await first.getByRole("button", { name: /Delete/ }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Are you sure you want to delete this slider?");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dataRows(page)).toHaveCount(3);

  await first.getByRole("button", { name: /Delete/ }).click();
  await confirmDelete(page, "Are you sure you want to delete this slider?");
  await expectToast(page, "Slider deleted successfully!");
  await expect(dataRows(page)).toHaveCount(2);
  await expect(page.getByText(LIMIT)).toHaveCount(0);

  const form = formNamed(page, "Add Slider");
  await form.getByRole("button", { name: "Add Slider" }).click();
  await expectToast(page, "Please provide all fields (title, description, and image).");

  // A wrong type is refused at once and the input cleared.
  await pick(form, "Image", textFile());
  await expectToast(page, "Only JPEG, PNG, GIF or WebP images are allowed.");
  await expect(form.getByLabel("Image", { exact: true })).toHaveValue("");

  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Description").fill("A slide written by the end-to-end tests.");
  await pick(form, "Image", await png("slide.png", "#267639", 320, 180));
  await expect(form.getByRole("img", { name: /Selected Image: slide\.png/ })).toBeVisible();

  // Busy: every control disabled and 'Processing...' while the call is in flight. The call is held
  // until that is checked, however slow the machine.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/sliders/addSlider", async (route) => {
    await held;
    await route.continue();
  });
  await form.getByRole("button", { name: "Add Slider" }).click();
  await expect(form.getByRole("button", { name: "Processing..." })).toBeDisabled();
  await expect(form.getByRole("progressbar", { name: "Upload progress" })).toBeVisible();
  await expect(form.getByLabel("Title")).toBeDisabled();
  release();
  await expectToast(page, "Slider added successfully!");
  await page.unroute("**/sliders/addSlider");
  await expect(rowWith(page, title)).toBeVisible();
  await expect(page.getByText(LIMIT)).toBeVisible();

  // Edit loads the record; the image may stay as it is.
  await rowWith(page, title).getByRole("button", { name: /Edit/ }).click();
  const editForm = formNamed(page, "Edit Slider");
  await expect(editForm.getByLabel("Title")).toHaveValue(title);
  await editForm.getByLabel("Title").fill(`${title} (edited)`);
  await editForm.getByRole("button", { name: "Update Slider" }).click();
  await expectToast(page, "Slider updated successfully!");
  await expect(rowWith(page, `${title} (edited)`)).toBeVisible();
  await expect(editForm).toHaveCount(0);

  // Cancel returns to create mode, cleared (still hidden at the limit).
  await rowWith(page, `${title} (edited)`).getByRole("button", { name: /Edit/ }).click();
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(formNamed(page, "Edit Slider")).toHaveCount(0);
  await expect(page.getByText(LIMIT)).toBeVisible();

  await page.goto("/");
  await expect(page.getByText(`${title} (edited)`).first()).toBeAttached();

  await openScreen(page, "/admin/slider", "Sliders");
  await rowWith(page, `${title} (edited)`).getByRole("button", { name: /Delete/ }).click();
  await confirmDelete(page, "Are you sure you want to delete this slider?");
  await expectToast(page, "Slider deleted successfully!");
  await expect(rowWith(page, title)).toHaveCount(0);
  await expect(formNamed(page, "Add Slider")).toBeVisible();
});

test("broken images are retried through /proxy-image, then replaced by the bundled placeholder", async ({ admin: page }) => {
  const proxied: string[] = [];
  await page.route("**/uploads/**", (route) => route.fulfill({ status: 404, body: "" }));
  await page.route("**/proxy-image?**", (route) => {
    proxied.push(new URL(route.request().url()).searchParams.get("url") ?? "");
    return route.fulfill({ status: 502, body: "" });
  });
  await openScreen(page, "/admin/slider", "Sliders");
  const image = dataRows(page).first().getByRole("img");
  await expect(image).toHaveAttribute("src", /\/admin\/placeholder\.svg$/);
  expect(proxied.some((url) => /^http:\/\/localhost:\d+\/uploads\//.test(url))).toBe(true);
});
