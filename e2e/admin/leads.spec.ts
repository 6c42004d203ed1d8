import fs from "node:fs";
import { LEAD_KINDS } from "@/lib/leads/lead-kinds";
import { withSolution } from "../solved-challenge";
import { confirmDelete, expect, expectToast, test } from "./support/admin-test";

const { inquiries, "brochure-requests": brochureRequests } = LEAD_KINDS;

test("leads: newest first, mail status, status changed, noted, filtered, exported, spam and back, both tabs", async ({ admin: page, request }) => {
  const name = `E2E Visitor ${Date.now()}`;
  const sent = await request.post("/api/inquiry/send-contact", {
    data: await withSolution(request, { name, contactNo: "9876543210", email: "visitor@example.test", subject: "Bulk order", message: "Please send prices for 10,000 W-cut bags." }),
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  const brochure = await request.post("/api/send-email", { data: await withSolution(request, { name: `${name} B`, contact: "9876543210", email: "reader@example.test" }) });
  expect(brochure.ok(), await brochure.text()).toBe(true);
  // A robot that fills the hidden field is answered like anyone, and set aside as spam.
  const robot = await request.post("/api/inquiry/send-contact", {
    data: await withSolution(request, { name: `${name} Robot`, contactNo: "9876543210", email: "robot@example.test", subject: "Cheap pills", message: "Buy now", website: "https://spam.example" }),
  });
  expect(await robot.json()).toEqual({ success: true, message: "Message sent successfully!" });

  await page.goto("/admin/leads");
  await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
  await expect(page.getByRole("tab", { name: inquiries.label })).toHaveAttribute("aria-selected", "true");
  // The sidebar counts the New leads.
  await expect(page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: /Leads/ })).toContainText(/\d+\s*new/);
  const panel = page.getByRole("tabpanel");
  const row = panel.getByRole("row").filter({ hasText: name }).filter({ hasText: "Bulk order" });
  await expect(row).toContainText("Bulk order");
  // The newest real lead is the first row; the robot's is not listed unless asked.
  await expect(panel.locator("tbody tr").first()).toContainText(name);
  await expect(panel.getByRole("row").filter({ hasText: "Cheap pills" })).toHaveCount(0);
  // The e2e server has no SMTP_URL: the notice went to the outbox, and the screen says so.
  await expect(row.getByText("Kept in outbox", { exact: true })).toBeVisible();
  await expect(row).toContainText(/Form filled in \d+\.\d s/);
  await expect(panel.getByText(/^1–\d+ of \d+ · Page 1 of \d+$/)).toBeVisible();
  await expect(row.getByRole("link", { name: `Reply to ${name}` })).toHaveAttribute("href", "mailto:visitor@example.test?subject=Re%3A%20Bulk%20order");

  // Status, kept across a reload.
  const status = row.getByRole("combobox", { name: `Status of the inquiry from ${name}` });
  await expect(status).toHaveValue("new");
  await status.selectOption("qualified");
  await expectToast(page, "Inquiry marked as qualified.");
  await page.reload();
  await expect(page.getByRole("tabpanel").getByRole("row").filter({ hasText: "Bulk order" }).filter({ hasText: name }).getByRole("combobox")).toHaveValue("qualified");

  // A note.
  await row.getByRole("button", { name: `Add a note on the inquiry from ${name}` }).click();
  const noteDialog = page.getByRole("dialog", { name: `Note on the lead from ${name}` });
  await noteDialog.getByLabel("Note").fill("Call back on Monday.");
  await noteDialog.getByRole("button", { name: "Save note" }).click();
  await expectToast(page, "Note saved.");
  await expect(noteDialog).toBeHidden();
  await expect(row).toContainText("Note: Call back on Monday.");

  // Filters: by status, then by text (a note is searched too).
  const statusFilter = page.getByLabel("Status", { exact: true });
  await statusFilter.selectOption("won");
  await expect(row).toHaveCount(0);
  await statusFilter.selectOption("qualified");
  await expect(row).toBeVisible();
  await page.getByLabel("Search").fill("call back on monday");
  await expect(row).toBeVisible();
  await page.getByLabel("Search").fill("nothing-matches-this");
  await expect(panel.getByText("No leads match these filters").last()).toBeVisible();
  await page.getByLabel("Search").fill(name);
  await expect(row).toBeVisible();

  // The export follows the filters and carries the status and the note.
  const downloadStarted = page.waitForEvent("download");
  await page.getByRole("button", { name: /Download CSV/ }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^${inquiries.fileName}-\\d{4}-\\d\\d-\\d\\d\\.csv$`));
  const csv = fs.readFileSync(await download.path(), "utf8");
  expect(csv.split("\r\n")[0]).toMatch(/,Handled at,Status,Note$/);
  expect(csv).toContain(name);
  expect(csv).toMatch(/,qualified,Call back on Monday\.\r\n/);
  expect(csv).not.toContain("Cheap pills");

  // Spam: the robot's lead says why; Mark as spam and Not spam move a lead in and out.
  await page.getByLabel("Search").fill("");
  await statusFilter.selectOption("spam");
  const robotRow = panel.getByRole("row").filter({ hasText: "Cheap pills" });
  await expect(robotRow).toContainText("Caught as spam: the hidden field was filled");
  await expect(robotRow.getByText("Not sent", { exact: true })).toBeVisible();
  await statusFilter.selectOption("");
  await row.getByRole("button", { name: `Mark as spam: the inquiry from ${name}` }).click();
  await expectToast(page, "Inquiry marked as spam.");
  await expect(row).toHaveCount(0);
  await statusFilter.selectOption("spam");
  await row.getByRole("button", { name: `Not spam: the inquiry from ${name}` }).click();
  await expectToast(page, "Inquiry marked as new.");
  await statusFilter.selectOption("new");
  await expect(row).toBeVisible();

  await page.getByRole("tab", { name: brochureRequests.label }).click();
  await expect(page.getByRole("tab", { name: brochureRequests.label })).toHaveAttribute("aria-selected", "true");
  const brochureRow = page.getByRole("tabpanel").getByRole("row").filter({ hasText: `${name} B` });
  await expect(brochureRow).toBeVisible();

  // Everything about one address goes at once.
  await brochureRow.getByRole("button", { name: "Delete everything about reader@example.test" }).click();
  await confirmDelete(page, "Every inquiry and brochure request from reader@example.test will be deleted");
  await expectToast(page, /^Deleted \d+ leads? of reader@example\.test\.$/);
  await expect(brochureRow).toHaveCount(0);
});

test("the dashboard warns that mail is not being delivered (production without SMTP_URL)", async ({ admin: page }) => {
  await page.goto("/admin/dashboard");
  await expect(page.getByRole("alert").filter({ hasText: "password reset codes and lead notices are not being delivered" })).toBeVisible();
});
