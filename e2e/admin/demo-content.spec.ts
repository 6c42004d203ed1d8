// The dashboard says when the site still shows the demonstration content and moves all of it to the
// trash in one confirmed action, restorable from there. On a server of its own (the other admin
// specs rely on the demo content).
import { expect, test } from "@playwright/test";
import { DEMO } from "../../lib/bootstrap/demo-content";
import { startIsolatedServer } from "../../scripts/start-isolated-server.mjs";
import { freePort } from "../../tests/support/redis-test-server";
import { seedSession, type Session } from "./support/admin-test";

const PASSWORD = "demo-removal-password";
let base = "";
let stop: (() => Promise<void>) | undefined;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  base = `http://127.0.0.1:${await freePort()}`;
  ({ stop } = await startIsolatedServer({ base, adminPassword: PASSWORD, label: "demo-removal" }));
});

test.afterAll(async () => {
  await stop?.();
});

test("the dashboard notes the demo content and moves it to the trash, records, files and cached pages; the Trash restores it", async ({ page, request }) => {
  const testimonial = DEMO.testimonials[0].user_name;
  await expect.poll(async () => (await request.get(`${base}/`)).text()).toContain(testimonial);
  const lists = (await (await request.get(`${base}/api/testimonials`)).json()) as Array<{ user_image: string }> | { data: Array<{ user_image: string }> };
  const demoImage = (Array.isArray(lists) ? lists : lists.data)[0].user_image;
  expect((await request.get(`${base}${demoImage}`)).status()).toBe(200);

  const login = await request.post(`${base}/logAdmin`, { data: { username: "admin", password: PASSWORD } });
  expect(login.status()).toBe(200);
  const session = (await login.json()) as Session;
  await seedSession(page, session);
  await page.goto(`${base}/admin/dashboard`);
  const notice = page.getByRole("region", { name: "Demo content" });
  await expect(notice).toContainText("The website shows demo content.");

  // Cancelling keeps everything.
  await notice.getByRole("button", { name: "Remove demo content" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Remove the demo content?" });
  await expect(dialog).toContainText("to the trash, where each can be restored");
  await expect(dialog).toContainText("Content you added yourself stays.");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(notice).toBeVisible();

  await notice.getByRole("button", { name: "Remove demo content" }).click();
  await dialog.getByRole("button", { name: "Remove demo content" }).click();
  await expect(page.getByText(/^Moved \d+ demo records and \d+ files to the trash\.$/)).toBeVisible();
  await expect(notice).toBeHidden();
  await expect(page.getByRole("main").getByRole("link", { name: /^0 items Testimonials/ })).toBeVisible();

  // The kept home page was expired like after any save; the files are gone.
  expect(await (await request.get(`${base}/`)).text()).not.toContain(testimonial);
  expect((await request.get(`${base}${demoImage}`)).status()).toBe(404);

  // The Trash lists the testimonial; Restore brings it back to the home page with its image.
  await page.goto(`${base}/admin/trash`);
  const row = page.getByRole("row").filter({ hasText: testimonial });
  await expect(row).toContainText("by admin");
  await row.getByRole("button", { name: `Restore ${testimonial}` }).click();
  await expect(page.getByText("Testimonial restored.")).toBeVisible();
  await expect.poll(async () => (await request.get(`${base}/`)).text()).toContain(testimonial);
  expect((await request.get(`${base}${demoImage}`)).status()).toBe(200);
});
