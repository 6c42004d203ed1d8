// The Activity screen (contract §8): a change just made is listed with when, who, what, which
// item and from where; its item links to the item's edit form while it exists; the type filter
// narrows the list; an empty result says so; axe finds nothing on the screen, filtered or not.
import type { Page } from "@playwright/test";
import { expect, test } from "./support/admin-test";
import { png } from "./support/files";
import { dataRows, rowWith } from "./support/screen";
import { expectNoAxeViolations } from "../support/axe";

async function openActivity(page: Page) {
  await page.getByRole("navigation").getByRole("link", { name: "Activity" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Activity" })).toBeVisible();
  await expect(page.getByRole("status")).not.toHaveText("Loading the activity...");
}

test("activity: a change just made is listed and links to its item; filter by type; empty state; axe 0", async ({ admin: page, session }) => {
  const title = `E2E Activity ${Date.now()}`;
  const auth = { Authorization: `Bearer ${session.token}` };
  const created = await page.request.post("/api/main-category", { headers: auth, multipart: { title, image: await png("activity.png", "#267639", 120, 80) } });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { data: { id: number } }).data.id;

  await page.goto("/admin/dashboard");
  await openActivity(page);
  const row = rowWith(page, title);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Created");
  await expect(row).toContainText("admin");
  await expect(row).toContainText("Main Category");
  await expect(row.locator("time")).toHaveCount(1);
  await expect(row.getByRole("cell").last()).not.toBeEmpty();
  await expectNoAxeViolations(page);

  // The type filter, reached by keyboard: only sign-ins are left.
  await page.getByLabel("Type").focus();
  await page.getByLabel("Type").selectOption({ label: "Signed in" });
  await expect(rowWith(page, title)).toHaveCount(0);
  await expect(dataRows(page).first()).toContainText("Signed in");
  const rows = await dataRows(page).count();
  await expect(dataRows(page).filter({ hasText: "Signed in" })).toHaveCount(rows);
  await expectNoAxeViolations(page);

  // Nothing in the far future: the empty state says so.
  await page.getByLabel("From").fill("2099-01-01");
  await expect(page.getByRole("status")).toHaveText("No activity matches these filters.");
  await expect(dataRows(page)).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(rowWith(page, title)).toHaveCount(1);
  // The item's link opens its edit form.
  await rowWith(page, title).getByRole("link", { name: new RegExp(title) }).click();
  await expect(page).toHaveURL(/\/admin\/main-category$/);
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);

  // Once deleted, the entries name it without a link.
  expect((await page.request.delete(`/api/main-category/${id}`, { headers: auth })).status()).toBe(200);
  await openActivity(page);
  await expect(rowWith(page, title)).toHaveCount(2);
  await expect(rowWith(page, title).first()).toContainText("Deleted");
  await expect(rowWith(page, title).getByRole("link")).toHaveCount(0);
  await expect(rowWith(page, title).first()).toContainText("no longer exists");
});
