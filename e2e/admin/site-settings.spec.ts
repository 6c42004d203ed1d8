import type { Page } from "@playwright/test";
import { expect, expectToast, test } from "./support/admin-test";
import { readMail } from "./support/outbox";
import { expectNoAxeViolations } from "../support/axe";
import { withSolution } from "../solved-challenge";

/** Every JSON-LD object of the page, parsed. */
async function structuredData(page: Page): Promise<Array<Record<string, unknown>>> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

async function organization(page: Page) {
  return (await structuredData(page)).find((data) => Array.isArray(data["@type"]) && (data["@type"] as string[]).includes("Organization"));
}

test("site settings: checked per field, and once saved shown by the footer, contact page, chat button and JSON-LD on the next request; leads mailed to the new address", async ({
  admin: page,
  session,
}) => {
  const original = await (await page.request.get("/api/site-settings")).json();
  const stamp = Date.now();
  const company = `Leafline Packaging ${stamp}`;
  const email = `leads-${stamp}@leafline.test`;
  try {
    // The public pages as they are now, so a stale kept copy would show after the save.
    await page.goto("/");
    await expect(page.getByRole("contentinfo")).toContainText(original.company_name);
    await page.goto("/contact");
    await expect(page.getByRole("link", { name: original.email }).first()).toBeVisible();

    await page.goto("/admin/dashboard");
    await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Site settings" }).click();
    await expect(page).toHaveURL(/\/admin\/settings$/);
    await expect(page.getByRole("heading", { level: 1, name: "Site settings" })).toBeVisible();
    const form = page.getByRole("form", { name: "Site settings" });
    await expect(form).toHaveAttribute("aria-busy", "false");
    await expect(form.getByLabel("E-mail")).toHaveValue(original.email);

    await expectNoAxeViolations(page, { tags: ["wcag2a", "wcag2aa"], seriousOnly: true });

    await form.getByLabel("Company name").fill(company);
    await form.getByLabel("E-mail").fill("not an address");
    await form.getByLabel("Phone").fill("98-76");
    await form.getByLabel("Instagram").fill("javascript:alert(1)");
    await form.getByRole("button", { name: "Save settings" }).click();
    await expect(form.getByText("E-mail must be an e-mail address, like name@example.com.")).toBeVisible();
    await expect(form.getByText("Phone may contain only digits and spaces, with an optional + first (6 to 15 digits).")).toBeVisible();
    await expect(form.getByText("Instagram must be a web address starting with http:// or https://.")).toBeVisible();
    await expect(form.getByLabel("E-mail")).toBeFocused();
    await expect(form.getByLabel("E-mail")).toHaveAttribute("aria-invalid", "true");
    await expect((await page.request.get("/api/site-settings")).json()).resolves.toMatchObject({ company_name: original.company_name });

    await form.getByLabel("E-mail").fill(email);
    await form.getByLabel("Phone").fill("+91 90000 11122");
    await form.getByLabel("WhatsApp number").fill("+91 90000 33344");
    await form.getByLabel("Address lines").fill("Unit 9, Green Park\nSurat, Gujarat 395003");
    await form.getByLabel("City").fill("Surat");
    await form.getByLabel("Opens at").fill("08:30");
    await form.getByLabel("Closes at").fill("18:00");
    await form.getByLabel("Weekly holiday").selectOption("Sunday");
    await form.getByLabel("Instagram").fill("");
    await form.getByLabel("X", { exact: true }).fill("https://x.com/leafline");
    await form.getByLabel("Mission blurb").fill("Leafline bags return to the soil.");
    await form.getByRole("button", { name: "Save settings" }).click();
    await expectToast(page, "Site settings saved successfully!");
    await expect(form.getByText(/must be/)).toHaveCount(0);

    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText(company);
    await expect(footer).toContainText("Leafline bags return to the soil.");
    await expect(footer).toContainText("Unit 9, Green Park, Surat, Gujarat 395003");
    await expect(footer.getByText("8:30 am to 6:00 pm")).toBeVisible();
    await expect(footer.getByText("Sunday off")).toBeVisible();
    await expect(footer.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
    await expect(footer.getByRole("link", { name: "+91 90000 11122" })).toHaveAttribute("href", "tel:+919000011122");
    await expect(footer.getByRole("link", { name: /^X / })).toHaveAttribute("href", "https://x.com/leafline");
    await expect(footer.getByRole("link", { name: /Instagram/ })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /Chat with Us!/ })).toHaveAttribute("href", "https://wa.me/919000033344");
    expect(await organization(page)).toMatchObject({
      name: company,
      email,
      telephone: "+91 90000 11122",
      description: "Leafline bags return to the soil.",
      address: { streetAddress: "Unit 9, Green Park", addressLocality: "Surat" },
      openingHoursSpecification: [{ opens: "08:30", closes: "18:00" }],
    });
    await expect(page).toHaveTitle(new RegExp(company));

    await page.goto("/contact");
    const details = page.getByRole("heading", { name: "Get in Touch" }).locator("..");
    await expect(details.getByRole("link", { name: email })).toBeVisible();
    await expect(details.getByRole("link", { name: "+91 90000 11122" })).toBeVisible();
    await expect(details).toContainText("8:30 am to 6:00 pm, Sunday off");
    await expect(page.getByRole("link", { name: /Message us on WhatsApp/ })).toHaveAttribute("href", "https://wa.me/919000033344");
    // The back office's sign-in screen is headed by the saved name too.
    expect(await (await page.request.get("/admin")).text()).toContain(company);

    const sentAt = Date.now() - 1000;
    const subject = `Settings check ${stamp}`;
    const inquiry = await page.request.post("/api/inquiry/send-contact", {
      data: await withSolution(page.request, { name: "Settings Visitor", contactNo: "9876543210", email: "visitor@example.test", subject, message: "Where does this go?" }),
    });
    expect(inquiry.ok(), await inquiry.text()).toBe(true);
    expect(await readMail(`Inquiry: ${subject}`, sentAt)).toMatch(new RegExp(`^To: ${email.replace(/\./g, "\\.")}$`, "m"));
  } finally {
    const restored = await page.request.put("/api/site-settings", { data: original, headers: { Authorization: `Bearer ${session.token}` } });
    expect(restored.ok(), await restored.text()).toBe(true);
  }
});
