// The site settings through their real route file: the environment's first values on an empty
// database, validation with a text per field, plain-text sanitising, the token before the body,
// the body cap, cross-site refusal, the cache tag expired by a save, and lead mails to the new address.
import fs from "node:fs";
import path from "node:path";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { GET, PUT } from "@/app/api/site-settings/route";
import { POST as sendContact } from "@/app/api/inquiry/send-contact/route";
import { POST as sendEmail } from "@/app/api/send-email/route";
import { db } from "@/lib/db";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";
import { defaultSiteSettings } from "@/lib/site/default-site-settings";
import { siteConfig } from "@/lib/site/site-config";
import { clockTime, siteConfigFromSettings } from "@/lib/site/site-config-from-settings";
import { SITE_SETTINGS_FIELDS, type SiteSettings } from "@/lib/site/site-settings-fields";
import { call } from "../content/fixtures";
import { withSolution } from "../support/solved-challenge";

const mocks = vi.hoisted(() => ({ revalidateTag: vi.fn() }));
vi.mock("next/cache", async (importOriginal) => ({ ...(await importOriginal<typeof import("next/cache")>()), revalidateTag: mocks.revalidateTag }));

const prisma = await db();
let address = 0;
const from = () => ({ [CLIENT_ADDRESS_HEADER]: `203.0.113.${++address}` });

const valid: SiteSettings = {
  company_name: "Green Leaf Bags",
  email: "orders@greenleaf.test",
  phone: "+91 99887 66554",
  whatsapp_number: "+91 99887 66554",
  address_lines: "Unit 4, Riverside Park\nSurat, Gujarat 395003",
  city: "Surat",
  region: "Gujarat",
  postal_code: "395003",
  country: "in",
  map_query: "",
  opens: "08:30",
  closes: "18:00",
  closed_day: "Sunday",
  facebook_url: "https://facebook.com/greenleaf",
  instagram_url: "",
  linkedin_url: "",
  youtube_url: "",
  x_url: "https://x.com/greenleaf",
  mission: "Bags that go back to the soil.",
};

const outbox = () => path.join(process.env.DATA_DIR!, "outbox");
const mails = () => (fs.existsSync(outbox()) ? fs.readdirSync(outbox()).map((name) => fs.readFileSync(path.join(outbox(), name), "utf8")) : []);

beforeEach(async () => {
  await prisma.siteSettings.deleteMany();
  mocks.revalidateTag.mockReset();
  fs.rmSync(outbox(), { recursive: true, force: true });
});

describe("GET /api/site-settings", () => {
  it("answers the environment's values while nothing was saved", async () => {
    const answer = await call(GET);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(defaultSiteSettings());
    expect(answer.body.email).toBe("sales@ecopack.test");
    expect(answer.body.facebook_url).toBe("https://www.facebook.com/");
    // The site built from the defaults is what it was before settings existed.
    const site = siteConfigFromSettings(answer.body);
    const env = siteConfig();
    expect(site.address.full).toBe(env.address.full);
    expect(site.hours.text).toBe("9:00 am to 7:00 pm");
    expect(site.hours.closed).toBe("Wednesday");
    expect(site.mapQuery).toBe(env.mapQuery);
    expect(site.social).toEqual(env.social);
  });
});

describe("PUT /api/site-settings", () => {
  it("stores the record, answers it, expires the settings' tag, and GET then answers it", async () => {
    const answer = await call(PUT, { method: "PUT", auth: true, json: valid });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, message: "Site settings saved successfully!" });
    expect(answer.body.data).toEqual({ ...valid, country: "IN" });
    expect(mocks.revalidateTag).toHaveBeenCalledWith("site-settings", { expire: 0 });
    expect((await call(GET)).body).toEqual({ ...valid, country: "IN" });
    expect(await prisma.siteSettings.count()).toBe(1);

    const again = await call(PUT, { method: "PUT", auth: true, json: { ...valid, company_name: "Green Leaf" } });
    expect(again.body.data.company_name).toBe("Green Leaf");
    expect(await prisma.siteSettings.count()).toBe(1);
  });

  it("builds the public details from the record: empty social links left out, hours written out", async () => {
    await call(PUT, { method: "PUT", auth: true, json: valid });
    const site = siteConfigFromSettings((await call(GET)).body);
    expect(site.social).toEqual([
      { label: "Facebook", href: "https://facebook.com/greenleaf" },
      { label: "X", href: "https://x.com/greenleaf" },
    ]);
    expect(site.hours).toMatchObject({ text: "8:30 am to 6:00 pm", closed: "Sunday", opens: "08:30", closes: "18:00" });
    expect(site.hours.days).not.toContain("Sunday");
    expect(site.whatsappNumber).toBe("919988766554");
    expect(site.address).toMatchObject({ street: "Unit 4, Riverside Park", full: "Unit 4, Riverside Park, Surat, Gujarat 395003", city: "Surat" });
    expect(site.mapQuery).toBe(site.address.full);
    expect([clockTime("00:05"), clockTime("12:00"), clockTime("23:59")]).toEqual(["12:05 am", "12:00 pm", "11:59 pm"]);
  });

  it.each([
    ["email", "not-an-address", "E-mail must be an e-mail address, like name@example.com."],
    ["email", "", "E-mail is required."],
    ["phone", "98765-43210", "Phone may contain only digits and spaces, with an optional + first (6 to 15 digits)."],
    ["phone", "12 34", "Phone may contain only digits and spaces, with an optional + first (6 to 15 digits)."],
    ["whatsapp_number", "+91 (98) 765", "WhatsApp number may contain only digits and spaces, with an optional + first (6 to 15 digits)."],
    ["facebook_url", "javascript:alert(1)", "Facebook must be a web address starting with http:// or https://."],
    ["x_url", "ftp://x.com/a", "X must be a web address starting with http:// or https://."],
    ["youtube_url", "www.youtube.com/channel", "YouTube must be a web address starting with http:// or https://."],
    ["opens", "9am", "Opens at must be a time such as 09:00."],
    ["closes", "08:00", "Closes at must be later than Opens at."],
    ["closed_day", "Someday", "Weekly holiday must be a day of the week."],
    ["country", "1N", "Country code must be two letters, e.g. IN."],
    ["company_name", "   ", "Company name is required."],
    ["mission", "x".repeat(501), "Mission blurb must be at most 500 characters."],
    ["address_lines", "1\n2\n3\n4\n5", "Address lines: at most 4 lines."],
  ] as const)("refuses %s = %j with its own text, and stores nothing", async (field, value, message) => {
    const answer = await call(PUT, { method: "PUT", auth: true, json: { ...valid, [field]: value } });
    expect(answer.status).toBe(400);
    expect(answer.body.details[field]).toBe(message);
    expect(await prisma.siteSettings.count()).toBe(0);
    expect(mocks.revalidateTag).not.toHaveBeenCalled();
  });

  it("names every failing field at once, and a missing required field as required", async () => {
    const answer = await call(PUT, { method: "PUT", auth: true, json: { email: "x", phone: "abc" } });
    expect(answer.status).toBe(400);
    expect(answer.body.details).toMatchObject({
      company_name: "Company name is required.",
      email: "E-mail must be an e-mail address, like name@example.com.",
      phone: "Phone may contain only digits and spaces, with an optional + first (6 to 15 digits).",
      mission: "Mission blurb is required.",
    });
    expect(answer.body.details.facebook_url).toBeUndefined();
    for (const bad of [null, [], "text", 42]) expect((await call(PUT, { method: "PUT", auth: true, json: bad })).status).toBe(400);
  });

  it("keeps plain text only: markup and control characters go, address lines stay lines", async () => {
    const answer = await call(PUT, {
      method: "PUT",
      auth: true,
      json: { ...valid, company_name: "<b>Green</b> <script>alert(1)</script>Leaf\u0007", address_lines: "  Unit 4,\u0001 <i>Riverside</i>  \r\n\r\n Surat  ", mission: "Line one\nline two" },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.company_name).toBe("Green Leaf");
    expect(answer.body.data.address_lines).toBe("Unit 4, Riverside\nSurat");
    expect(answer.body.data.mission).toBe("Line one\nline two");
    // A NUL can not be stored at all: refused by the shared body parsing, naming the field.
    const nul = await call(PUT, { method: "PUT", auth: true, json: { ...valid, address_lines: "Unit 4\u0000" } });
    expect(nul.status).toBe(400);
    expect(nul.body.details).toHaveProperty("address_lines");
  });

  it("refuses without a valid token before reading the body, and refuses a cross-site or oversized call", async () => {
    for (const auth of [undefined, "Bearer nonsense"]) {
      const answer = await call(PUT, { method: "PUT", auth, json: valid });
      expect(answer.status).toBe(401);
    }
    const crossSite = await call(PUT, { method: "PUT", auth: true, json: valid, headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" } });
    expect(crossSite.status).toBe(403);
    const huge = await call(PUT, { method: "PUT", auth: true, json: { ...valid, mission: "x".repeat(100_000) } });
    expect(huge.status).toBe(413);
    const form = await call(PUT, { method: "PUT", auth: true, form: { company_name: "x" } });
    expect(form.status).toBe(415);
    expect(await prisma.siteSettings.count()).toBe(0);
  });

  it("every field of the definition is a column and comes back from a save", async () => {
    const answer = await call(PUT, { method: "PUT", auth: true, json: valid });
    expect(Object.keys(answer.body.data).sort()).toEqual(SITE_SETTINGS_FIELDS.map((field) => field.name).sort());
  });
});

describe("lead mails", () => {
  it("go to the saved e-mail address once settings exist", async () => {
    const before = await call(sendContact, { json: await withSolution({ name: "Ravi", contactNo: "9876543210", email: "ravi@example.com", subject: "Before", message: "Hello" }), headers: from() });
    expect(before.status).toBe(200);
    expect(mails().find((mail) => mail.includes("Subject: Inquiry: Before"))).toMatch(/^To: sales@ecopack\.test$/m);

    await call(PUT, { method: "PUT", auth: true, json: valid });
    const inquiry = await call(sendContact, { json: await withSolution({ name: "Ravi", contactNo: "9876543210", email: "ravi@example.com", subject: "After", message: "Hello" }), headers: from() });
    expect(inquiry.status).toBe(200);
    expect(mails().find((mail) => mail.includes("Subject: Inquiry: After"))).toMatch(/^To: orders@greenleaf\.test$/m);

    const brochure = await call(sendEmail, { json: await withSolution({ name: "Asha", contact: "9876543210", email: "asha@example.com" }), headers: from() });
    expect(brochure.status).toBe(200);
    expect(mails().find((mail) => mail.includes("Subject: E-brochure request from Asha"))).toMatch(/^To: orders@greenleaf\.test$/m);
  });
});
