import fs from "node:fs";
import { LEAD_KINDS } from "@/lib/leads/lead-kinds";
import { expect, expectToast, test } from "./support/admin-test";

const { inquiries, "brochure-requests": brochureRequests } = LEAD_KINDS;

test("leads: newest first, mail status, handled toggle, CSV download, both tabs", async ({ admin: page, request }) => {
  const name = `E2E Visitor ${Date.now()}`;
  const sent = await request.post("/api/inquiry/send-contact", {
    data: { name, contactNo: "9876543210", email: "visitor@example.test", subject: "Bulk order", message: "Please send prices for 10,000 W-cut bags." },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  const brochure = await request.post("/api/send-email", { data: { name: `${name} B`, contact: "9876543210", email: "reader@example.test" } });
  expect(brochure.ok(), await brochure.text()).toBe(true);

  await page.goto("/admin/leads");
  await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
  await expect(page.getByRole("tab", { name: inquiries.label })).toHaveAttribute("aria-selected", "true");
  const panel = page.getByRole("tabpanel");
  const row = panel.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("Bulk order");
  // The newest lead is the first row.
  await expect(panel.locator("tbody tr").first()).toContainText(name);
  // The e2e server has no SMTP_URL: the notice went to the outbox, and the screen says so.
  await expect(row.getByText("Kept in outbox", { exact: true })).toBeVisible();
  await expect(panel.getByText(/^1–\d+ of \d+ · Page 1 of \d+$/)).toBeVisible();

  const handled = row.getByRole("switch");
  await expect(handled).toHaveAttribute("aria-checked", "false");
  await handled.click();
  await expectToast(page, /marked as handled/i);
  await expect(handled).toHaveAttribute("aria-checked", "true");
  await page.reload();
  await expect(page.getByRole("tabpanel").getByRole("row").filter({ hasText: name }).getByRole("switch")).toHaveAttribute("aria-checked", "true");

  const downloadStarted = page.waitForEvent("download");
  await page.getByRole("button", { name: /Download CSV/ }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^${inquiries.fileName}-\\d{4}-\\d\\d-\\d\\d\\.csv$`));
  expect(fs.readFileSync(await download.path(), "utf8")).toContain(name);

  await page.getByRole("tab", { name: brochureRequests.label }).click();
  await expect(page.getByRole("tab", { name: brochureRequests.label })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel").getByRole("row").filter({ hasText: `${name} B` })).toBeVisible();
});

test("the dashboard warns that mail is not being delivered (production without SMTP_URL)", async ({ admin: page }) => {
  await page.goto("/admin/dashboard");
  await expect(page.getByRole("alert").filter({ hasText: "password reset codes and lead notices are not being delivered" })).toBeVisible();
});
