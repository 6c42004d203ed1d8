import type { Page } from "@playwright/test";
import { DEMO } from "../../lib/bootstrap/demo-content";
import { expect, skipPromo, test } from "./fixtures";

test.beforeEach(async ({ page }) => skipPromo(page));

/** Opens the brochure form and fills it with a valid request; returns the form. */
async function openFilledForm(page: Page, contact = "9876543210") {
  await page.goto("/ebrochure");
  await page.getByRole("button", { name: "Download" }).click();
  const form = page.getByRole("dialog", { name: "Download the E-Brochure" });
  await form.getByLabel("Name").fill("Asha Patel");
  await form.getByLabel("Contact Number").fill(contact);
  await form.getByLabel("Email").fill("asha@example.com");
  return form;
}

test("brochure form validates with the specified texts and Cancel closes it", async ({ page }) => {
  await page.goto("/ebrochure");
  await expect(page.getByRole("heading", { level: 2, name: DEMO.ebrochure.title })).toBeVisible();
  await expect(page.getByText("Technical specifications")).toBeVisible();
  await expect(page.getByRole("img", { name: `Cover of ${DEMO.ebrochure.title}` })).toBeVisible();

  await page.getByRole("button", { name: "Download" }).click();
  const form = page.getByRole("dialog", { name: "Download the E-Brochure" });
  await expect(form).toBeVisible();
  await expect(form.getByLabel("Name")).toBeFocused();
  await form.getByRole("button", { name: "Submit" }).click();
  await expect(form.getByText("Name is required")).toBeVisible();
  await expect(form.getByText("Contact number is required")).toBeVisible();
  await expect(form.getByText("Email is required")).toBeVisible();
  await expect(form.getByLabel("Name")).toBeFocused();

  await form.getByLabel("Name").fill("Asha Patel");
  await form.getByLabel("Contact Number").fill("12345");
  await form.getByLabel("Email").fill("asha@");
  await form.getByRole("button", { name: "Submit" }).click();
  await expect(form.getByText("Name is required")).toBeHidden();
  await expect(form.getByText("Contact number must be 10 digits")).toBeVisible();
  await expect(form.getByText("Email is invalid")).toBeVisible();

  await form.getByRole("button", { name: "Cancel" }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole("button", { name: "Download" })).toBeFocused();
});

test("a valid request sends the details and opens the brochure PDF in a new tab", async ({ page, context }) => {
  const form = await openFilledForm(page);
  const sent = page.waitForRequest((request) => request.url().endsWith("/api/send-email") && request.method() === "POST");
  const tab = context.waitForEvent("page");
  await form.getByRole("button", { name: "Submit" }).click();
  expect((await sent).postDataJSON()).toEqual({ name: "Asha Patel", contact: "9876543210", email: "asha@example.com", website: "", altcha: expect.stringMatching(/^[A-Za-z0-9+/]+=*$/) });
  const brochure = await tab;
  await expect.poll(() => brochure.url(), { timeout: 15_000 }).toMatch(/\/uploads\/.+\.pdf$/);
  await expect(form).toBeHidden();

  // Reopened, the form is empty again.
  await page.getByRole("button", { name: "Download" }).click();
  await expect(form.getByLabel("Name")).toHaveValue("");
});

test("a person using only the keyboard asks for the brochure, solved in the background, and it opens", async ({ page, context }) => {
  await page.goto("/ebrochure");
  await page.getByRole("button", { name: "Download" }).focus();
  await page.keyboard.press("Enter");
  const form = page.getByRole("dialog", { name: "Download the E-Brochure" });
  // Opening the form focuses Name, which starts the proof of work.
  await expect(form.getByLabel("Name")).toBeFocused();
  await page.keyboard.type("Keyboard Reader");
  await page.keyboard.press("Tab");
  await page.keyboard.type("9876543210");
  await page.keyboard.press("Tab");
  await page.keyboard.type("reader@example.com");
  const answered = page.waitForResponse((response) => response.url().endsWith("/api/send-email"));
  const tab = context.waitForEvent("page");
  await page.keyboard.press("Enter");
  const answer = await answered;
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toMatchObject({ success: true, message: "Email sent successfully!" });
  const brochure = await tab;
  await expect.poll(() => brochure.url(), { timeout: 15_000 }).toMatch(/\/uploads\/.+\.pdf$/);
  await expect(form).toBeHidden();
});

test("a number typed with a space passes the browser's check and the server's (the same schema)", async ({ page, context }) => {
  const form = await openFilledForm(page, "98765 43210");
  const answered = page.waitForResponse((response) => response.url().endsWith("/api/send-email"));
  const tab = context.waitForEvent("page");
  await form.getByRole("button", { name: "Submit" }).click();
  const answer = await answered;
  expect(answer.request().postDataJSON()).toMatchObject({ contact: "98765 43210" });
  expect(answer.status()).toBe(200);
  await (await tab).close();
  await expect(form).toBeHidden();
});

test("server errors keep the modal open with the server's message", async ({ page }) => {
  await page.route("**/api/send-email", (route) =>
    route.fulfill({ status: 502, contentType: "application/json", body: JSON.stringify({ success: false, message: "Mail is down", error: "Mail is down" }) }),
  );
  const form = await openFilledForm(page);
  await form.getByRole("button", { name: "Submit" }).click();
  await expect(form.getByRole("alert")).toHaveText("Mail is down");

  await page.unroute("**/api/send-email");
  await page.route("**/api/send-email", (route) =>
    route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ success: true, message: "Email sent, but brochure is unavailable.", pdf_file: null }) }),
  );
  await form.getByRole("button", { name: "Submit" }).click();
  await expect(form.getByText("Email sent, but brochure is unavailable.")).toBeVisible();
  await expect(form).toBeVisible();

  await page.unroute("**/api/send-email");
  await page.route("**/api/send-email", (route) => route.abort());
  await form.getByRole("button", { name: "Submit" }).click();
  await expect(form.getByRole("alert")).toHaveText("Failed to send email. Please try again.");
});
