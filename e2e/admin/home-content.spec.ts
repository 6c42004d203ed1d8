import { confirmDelete, expect, expectToast, openScreen, test } from "./support/admin-test";
import { png } from "./support/files";
import { dataRows, fillRichText, formNamed, pick, publicList, richTextEditor, rowWith } from "./support/screen";

test("eco revolution: one entry, 150-character description, create, edit, delete", async ({ admin: page }) => {
  const title = `E2E Revolution ${Date.now()}`;
  await openScreen(page, "/admin/eco-revolution", "Eco Revolution");
  await expect(formNamed(page, "Add Eco Revolution")).toHaveCount(0);
  await expect(page.getByText("Only one Eco Revolution entry is allowed. Edit or delete the existing one.")).toBeVisible();

  await dataRows(page).first().getByRole("button", { name: /Delete/ }).click();
  await confirmDelete(page, "Are you sure you want to delete this Eco Revolution entry?");
  await expectToast(page, "Eco Revolution deleted successfully!");

  const form = formNamed(page, "Add Eco Revolution");
  await expect(richTextEditor(form, "Description")).toBeVisible(); // the editor has loaded
  const submit = form.getByRole("button", { name: "Add Eco Revolution" });
  await submit.click();
  await expectToast(page, "Please provide a title!");
  await form.getByLabel("Title").fill(title);
  await submit.click();
  await expectToast(page, "Please provide a description!");
  await fillRichText(form, "Description", "Switch to packaging that returns to the soil. ".repeat(5));
  await expectToast(page, "Description truncated to 150 characters.");
  await expect(form.getByText("150 / 150 characters")).toHaveClass(/text-red-600/);
  await submit.click();
  await expectToast(page, "Please upload an image!");
  await pick(form, "Image", await png("eco.png", "#267639", 400, 200));
  await submit.click();
  await expectToast(page, "Eco Revolution added successfully!");
  await expect(rowWith(page, title)).toBeVisible();
  await expect(formNamed(page, "Add Eco Revolution")).toHaveCount(0);

  await rowWith(page, title).getByRole("button", { name: /Edit/ }).click();
  const edit = formNamed(page, "Edit Eco Revolution");
  await edit.getByLabel("Title").fill(`${title} edited`);
  await edit.getByRole("button", { name: "Update Eco Revolution" }).click();
  await expectToast(page, "Eco Revolution updated successfully!");
  await expect(rowWith(page, `${title} edited`)).toBeVisible();

  await page.goto("/");
  await expect(page.getByText(`${title} edited`).first()).toBeAttached();
});

test("counters: limit of 4 with its note, JSON body, create, edit, delete", async ({ admin: page }) => {
  const title = `E2E Counter ${Date.now()}`;
  const LIMIT = "Maximum limit of 4 counters reached. Delete a counter to add a new one.";
  await openScreen(page, "/admin/counter", "Counters");
  await expect(dataRows(page)).toHaveCount(4);
  await expect(page.getByText(LIMIT)).toBeVisible();
  await expect(formNamed(page, "Add Counter")).toHaveCount(0);

  await dataRows(page).last().getByRole("button", { name: /Delete/ }).click();
  await confirmDelete(page, "Are you sure you want to delete this counter?");
  await expectToast(page, "Counter deleted successfully!");
  await expect(page.getByText(LIMIT)).toHaveCount(0);

  const form = formNamed(page, "Add Counter");
  await form.getByRole("button", { name: "Add Counter" }).click();
  await expectToast(page, "Please provide both title and counter value.");
  await form.getByLabel("Title").fill(title);
  // The server's answer is the final word: its message as a toast, its details under the field.
  await form.getByLabel("Counter Value").fill("-5");
  await form.getByRole("button", { name: "Add Counter" }).click();
  await expectToast(page, "Counter Value must be a whole number of at least 0.");
  await expect(form.locator("#counters-counter_value-error")).toHaveText("Counter Value must be a whole number of at least 0.");
  await expect(form.getByLabel("Counter Value")).toHaveAttribute("aria-invalid", "true");
  await form.getByLabel("Counter Value").fill("123");
  const sent = page.waitForRequest((request) => request.url().endsWith("/api/counters") && request.method() === "POST");
  await form.getByRole("button", { name: "Add Counter" }).click();
  const request = await sent;
  expect(request.headers()["content-type"]).toContain("application/json");
  expect(request.postDataJSON()).toEqual({ title, counter_value: 123 });
  await expectToast(page, "Counter added successfully!");
  await expect(rowWith(page, title)).toContainText("123");
  await expect(page.getByText(LIMIT)).toBeVisible();

  await rowWith(page, title).getByRole("button", { name: /Edit/ }).click();
  const edit = formNamed(page, "Edit Counter");
  await expect(edit.getByLabel("Counter Value")).toHaveValue("123");
  await edit.getByLabel("Counter Value").fill("456");
  await edit.getByRole("button", { name: "Update Counter" }).click();
  await expectToast(page, "Counter updated successfully!");
  await expect(rowWith(page, title)).toContainText("456");

  await page.goto("/");
  await expect(page.getByText(title).first()).toBeAttached();

  await openScreen(page, "/admin/counter", "Counters");
  await rowWith(page, title).getByRole("button", { name: /Delete/ }).click();
  await confirmDelete(page, "Are you sure you want to delete this counter?");
  await expectToast(page, "Counter deleted successfully!");
  await expect(rowWith(page, title)).toHaveCount(0);
});

test("testimonials: add needs the image, edit needs the texts, 50-character preview", async ({ admin: page }) => {
  const name = `E2E Reviewer ${Date.now()}`;
  const message = "The compostable bags held up perfectly through a whole season of market days.";
  await openScreen(page, "/admin/testimonials", "Testimonials");
  const form = formNamed(page, "Add Testimonial");
  await form.getByLabel("User Name").fill(name);
  await form.getByLabel("Designation").fill("Owner, Test Market");
  await form.getByLabel("Review Message").fill(message);
  await expect(form.getByLabel("Review Message")).toHaveAttribute("rows", "4");
  await form.getByRole("button", { name: "Add Testimonial" }).click();
  await expectToast(page, "Please provide all fields, including user image.");
  await pick(form, "User Image", await png("person.png", "#6d5134", 80, 80));
  await form.getByRole("button", { name: "Add Testimonial" }).click();
  await expectToast(page, "Testimonial added successfully!");
  await expect(rowWith(page, name)).toContainText(`${message.slice(0, 50)}...`);

  await rowWith(page, name).getByRole("button", { name: /Edit/ }).click();
  const edit = formNamed(page, "Edit Testimonial");
  await edit.getByLabel("Designation").fill("");
  await edit.getByRole("button", { name: "Update Testimonial" }).click();
  await expectToast(page, "Please provide user name, designation, and review message.");
  await edit.getByLabel("Designation").fill("Founder, Test Market");
  await edit.getByRole("button", { name: "Update Testimonial" }).click();
  await expectToast(page, "Testimonial updated successfully!");
  await expect(rowWith(page, name)).toContainText("Founder, Test Market");

  await page.goto("/");
  await expect(page.getByText(name).first()).toBeAttached();

  await openScreen(page, "/admin/testimonials", "Testimonials");
  await rowWith(page, name).getByRole("button", { name: /Delete/ }).click();
  await confirmDelete(page, "Are you sure you want to delete this testimonial?");
  await expectToast(page, "Testimonial deleted successfully!");
  await expect(rowWith(page, name)).toHaveCount(0);
});

test("valued clients: logo upload, replace and delete", async ({ admin: page }) => {
  await openScreen(page, "/admin/valued-clients", "Valued Clients");
  const before = await dataRows(page).count();
  const form = formNamed(page, "Add Valued Client");
  await form.getByRole("button", { name: "Upload Logo" }).click();
  await expectToast(page, "Please select a logo to upload.");
  await pick(form, "Logo", await png("logo.png", "#0a2212", 160, 80));
  await form.getByRole("button", { name: "Upload Logo" }).click();
  await expectToast(page, "Logo added successfully!");
  await expect(dataRows(page)).toHaveCount(before + 1);

  const [created] = (await publicList<{ id: number; logo_image: string }>(page, "/api/our-valued-clients")).slice(-1);
  await dataRows(page).last().getByRole("button", { name: /Edit/ }).click();
  const edit = formNamed(page, "Edit Valued Client");
  await edit.getByRole("button", { name: "Update Logo" }).click();
  await expectToast(page, "Please select a new logo to update.");
  await pick(edit, "Logo", await png("logo-2.png", "#c2410c", 160, 80));
  await edit.getByRole("button", { name: "Update Logo" }).click();
  await expectToast(page, "Logo updated successfully!");
  const [replaced] = (await publicList<{ id: number; logo_image: string }>(page, "/api/our-valued-clients")).slice(-1);
  expect(replaced.id).toBe(created.id);
  expect(replaced.logo_image).not.toBe(created.logo_image);

  await page.goto("/");
  expect(await page.content()).toContain(replaced.logo_image.split("/").pop()!);

  await openScreen(page, "/admin/valued-clients", "Valued Clients");
  await dataRows(page).last().getByRole("button", { name: /Delete/ }).click();
  await confirmDelete(page, "Are you sure you want to delete this logo?");
  await expectToast(page, "Logo deleted successfully!");
  await expect(dataRows(page)).toHaveCount(before);
});
