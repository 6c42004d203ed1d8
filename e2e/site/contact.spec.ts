import fs from "node:fs";
import path from "node:path";
import { INQUIRY_LIMITS } from "../../lib/leads/inquiry-schema";
import { expect, skipPromo, test } from "./fixtures";

test.beforeEach(async ({ page }) => skipPromo(page));

/** The subjects of the mails the site's e2e server wrote (e2e/start-server.mjs: DATA_DIR/outbox). */
function outboxSubjects(): string[] {
  const outbox = path.resolve(".e2e", "site", "data", "outbox");
  if (!fs.existsSync(outbox)) return [];
  return fs.readdirSync(outbox).flatMap((file) => /^Subject: (.*)$/m.exec(fs.readFileSync(path.join(outbox, file), "utf8"))?.[1] ?? []);
}

async function fillInquiry(page: import("@playwright/test").Page) {
  await page.getByLabel("Full Name").fill("Ravi Shah");
  await page.getByLabel("Contact Number").fill("9876543210");
  await page.getByLabel("Email Address").fill("ravi@example.com");
  await page.getByLabel("Subject").fill("Quote for W-cut bags");
  await page.getByLabel("Your Message").fill("Please quote 10,000 printed W-cut bags, 16 x 20 in.");
}

test("inquiry form sends, shows the success view for 3 s, then an empty form", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 2, name: "Inquiry Now" })).toBeVisible();
  for (const label of ["Full Name", "Contact Number", "Email Address", "Subject", "Your Message"]) {
    await expect(page.getByLabel(label)).toHaveAttribute("required", "");
  }
  await expect(page.getByLabel("Email Address")).toHaveAttribute("type", "email");
  await expect(page.getByLabel("Contact Number")).toHaveAttribute("type", "tel");

  await fillInquiry(page);
  const sent = page.waitForRequest((request) => request.url().endsWith("/api/inquiry/send-contact"));
  await page.getByRole("button", { name: "Send Message" }).click();
  expect((await sent).postDataJSON()).toEqual({
    name: "Ravi Shah",
    contactNo: "9876543210",
    email: "ravi@example.com",
    subject: "Quote for W-cut bags",
    message: "Please quote 10,000 printed W-cut bags, 16 x 20 in.",
    // The honeypot, left empty, and the proof of work solved in the background.
    website: "",
    altcha: expect.stringMatching(/^[A-Za-z0-9+/]+=*$/),
  });
  await expect(page.getByRole("heading", { name: "Message Sent!" })).toBeVisible();
  await expect(page.getByText("Thank you for reaching out. We'll get back to you soon.")).toBeVisible();
  await expect(page.getByLabel("Full Name")).toBeVisible();
  await expect(page.getByLabel("Full Name")).toHaveValue("");
  await expect(page.getByRole("heading", { name: "Message Sent!" })).toBeHidden();
});

test("a person using only the keyboard sends the form: the challenge is solved in the background, the lead is real", async ({ page }) => {
  await page.goto("/contact");
  const challenge = page.waitForResponse((response) => response.url().endsWith("/api/altcha"));
  // Tab reaches the first field as any other; from there on, keys only.
  await page.getByLabel("Full Name").focus();
  // The first focus fetches the challenge.
  expect((await challenge).status()).toBe(200);
  await page.keyboard.type("Keyboard Person");
  for (const value of ["9876543210", "keys@example.com", "Typed, not clicked", "Sent with the keyboard alone."]) {
    await page.keyboard.press("Tab");
    await page.keyboard.type(value);
  }
  await page.keyboard.press("Tab");
  // The honeypot is out of the tab order: the next stop is the button.
  await expect(page.getByRole("button", { name: "Send Message" })).toBeFocused();
  const answered = page.waitForResponse((response) => response.url().endsWith("/api/inquiry/send-contact"));
  await page.keyboard.press("Enter");
  const answer = await answered;
  expect(answer.status()).toBe(200);
  expect(answer.request().postDataJSON()).toMatchObject({ name: "Keyboard Person", website: "" });
  await expect(page.getByRole("heading", { name: "Message Sent!" })).toBeFocused();
  // Mailed, so neither trap took it for a robot's (a spam lead mails no one).
  await expect.poll(() => outboxSubjects(), { timeout: 15_000 }).toContain("Inquiry: Typed, not clicked");
});

test("the honeypot is hidden from people and screen readers, and out of the tab order", async ({ page }) => {
  await page.goto("/contact");
  const honeypot = page.locator('input[name="website"]');
  await expect(honeypot).toHaveAttribute("tabindex", "-1");
  await expect(honeypot).toHaveAttribute("autocomplete", "off");
  await expect(page.locator('[aria-hidden="true"]').filter({ has: honeypot })).toHaveCount(1);
  const box = await honeypot.boundingBox();
  expect(box!.x + box!.width).toBeLessThan(0);
});

test("inquiry errors show above the form; the button says Sending... while busy", async ({ page }) => {
  let release: () => void = () => {};
  // Released only once the request is held here: the button turns to "Sending..." before the
  // request reaches the route, and a release before that would hold it for good.
  let held: () => void = () => {};
  const requestHeld = new Promise<void>((resolve) => (held = resolve));
  await page.route("**/api/inquiry/send-contact", async (route) => {
    const released = new Promise<void>((resolve) => (release = resolve));
    held();
    await released;
    await route.fulfill({ status: 429, contentType: "application/json", body: JSON.stringify({ success: false, message: "Too many requests", error: "Too many requests" }) });
  });
  await page.goto("/contact");
  await fillInquiry(page);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
  await requestHeld;
  release();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Too many requests");

  await page.unroute("**/api/inquiry/send-contact");
  await page.route("**/api/inquiry/send-contact", (route) => route.abort());
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Failed to send email");
});

test("the form takes what the server takes: its caps are the server's, and its check is the server's schema", async ({ page }) => {
  await page.goto("/contact");
  const caps = { "Full Name": INQUIRY_LIMITS.name, "Contact Number": INQUIRY_LIMITS.contactNo, "Email Address": INQUIRY_LIMITS.email, Subject: INQUIRY_LIMITS.subject, "Your Message": INQUIRY_LIMITS.message };
  for (const [label, cap] of Object.entries(caps)) await expect(page.getByLabel(label)).toHaveAttribute("maxlength", String(cap));

  let posted = 0;
  page.on("request", (request) => {
    if (request.url().endsWith("/api/inquiry/send-contact")) posted++;
  });
  await fillInquiry(page);
  // A telephone field accepts any text natively; the schema refuses this before anything is sent.
  await page.getByLabel("Contact Number").fill("call me");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Contact number is invalid");
  await expect(page.getByLabel("Contact Number")).toBeFocused();
  expect(posted).toBe(0);
});

test("contact details, the map and directions", async ({ page }) => {
  await page.goto("/contact");
  const panel = page.getByRole("heading", { name: "Get in Touch" }).locator("..");
  await expect(panel.getByRole("link", { name: "sales@ecopack.test" })).toHaveAttribute("href", "mailto:sales@ecopack.test");
  await expect(panel.getByRole("link", { name: /^\+?[\d\s]+$/ })).toHaveAttribute("href", /^tel:/);
  await expect(panel.getByText(/Rajkot/)).toBeVisible();
  const map = page.locator('iframe[title^="Map showing"]');
  await expect(map).toHaveAttribute("loading", "lazy");
  await expect(map).toHaveAttribute("src", /^https:\/\/www\.google\.com\/maps\?q=.+&output=embed$/);
  await expect(page.getByRole("link", { name: /Get Directions/ })).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/);
});
