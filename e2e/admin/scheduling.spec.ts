// Scheduled publishing in a real browser (contract §7): an editor picks "Publish at…" a few seconds
// ahead in the form; the list marks the item scheduled, the public page keeps the old text until
// then and shows the new one once the scheduler (every 20 s) has published it.
import { expect, expectToast, openScreen, test } from "./support/admin-test";
import { png } from "./support/files";
import { formNamed, pick, publicList, rowWith } from "./support/screen";

type Testimonial = { id: number; user_name: string; review_message: string };

test("testimonials: Publish at a few seconds ahead, marked scheduled, then live on the home page", async ({ admin: page, session }) => {
  test.setTimeout(180_000);
  const name = `E2E Scheduled ${Date.now()}`;
  const later = `Published by the scheduler ${Date.now()}.`;
  await openScreen(page, "/admin/testimonials", "Testimonials");
  const form = formNamed(page, "Add Testimonial");
  await form.getByLabel("User Name").fill(name);
  await form.getByLabel("Designation").fill("Buyer");
  await form.getByLabel("Review Message").fill("Words live now.");
  await pick(form, "User Image", await png("scheduled.png"));
  await form.getByRole("button", { name: "Add Testimonial" }).click();
  await expectToast(page, "Testimonial added successfully!");

  await rowWith(page, name).getByRole("button", { name: /Edit/ }).click();
  const edit = formNamed(page, "Edit Testimonial");
  await edit.getByLabel("Review Message").fill(later);
  await edit.getByRole("button", { name: "Publish at…" }).click();
  // A few seconds ahead, in the browser's own time zone (datetime-local has none).
  const at = await page.evaluate(() => {
    const when = new Date(Date.now() + 8_000);
    // The field keeps whole seconds: the time it will hold.
    when.setMilliseconds(0);
    const pad = (n: number) => String(n).padStart(2, "0");
    return { ms: when.getTime(), input: `${when.getFullYear()}-${pad(when.getMonth() + 1)}-${pad(when.getDate())}T${pad(when.getHours())}:${pad(when.getMinutes())}:${pad(when.getSeconds())}` };
  });
  await edit.getByLabel("Publish at").fill(at.input);
  await edit.getByRole("button", { name: "Schedule" }).click();
  await expectToast(page, /^Testimonial will be published at /);
  await expect(rowWith(page, name).getByText(/^Scheduled /)).toBeVisible();

  const current = async () => (await publicList<Testimonial>(page, "/api/testimonials")).find((row) => row.user_name === name)?.review_message;
  const home = async () => (await page.request.get("/", { headers: { Accept: "text/html" } })).text();
  // Before its time nothing public changed (checked only while it is still ahead: the machine may be slow).
  const before = await current();
  if (Date.now() < at.ms - 500) expect(before).toBe("Words live now.");

  // The scheduler runs every 20 s: allow for a few rounds on a loaded machine.
  await expect.poll(current, { timeout: 120_000, intervals: [1_000, 2_000, 5_000] }).toBe(later);
  await expect.poll(home, { timeout: 30_000 }).toContain(later);
  // The list's mark goes with the next load.
  await page.reload();
  await expect(page.locator("table[aria-busy=false]").first()).toBeVisible();
  await expect(rowWith(page, name)).toBeVisible();
  await expect(rowWith(page, name).getByText(/^Scheduled /)).toHaveCount(0);

  const id = (await publicList<Testimonial>(page, "/api/testimonials")).find((row) => row.user_name === name)!.id;
  expect((await page.request.delete(`/api/testimonials/${id}`, { headers: { Authorization: `Bearer ${session.token}` } })).status()).toBe(200);
});
