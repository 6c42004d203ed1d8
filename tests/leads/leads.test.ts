// Leads end to end: the two public forms (validation texts, the lead stored before the mail,
// the mail to the company, a failing transport, rate limits), then the admin's lead endpoints
// (paging newest first, marking handled, CSV export, all protected). One file: one database.
import fs from "node:fs";
import path from "node:path";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as sendEmail } from "@/app/api/send-email/route";
import { POST as sendContact } from "@/app/api/inquiry/send-contact/route";
import { db } from "@/lib/db";
import { LEAD_KINDS, LEAD_KIND_LIST, LEAD_PAGE_SIZE, leadEndpoint, type LeadKind } from "@/lib/leads/lead-kinds";
import { INQUIRY_LIMITS } from "@/lib/leads/inquiry-schema";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";
import { adminToken, call } from "../content/fixtures";
import { startSmtpCapture } from "../mail/support/mail-capture";
import { withSolution } from "../support/solved-challenge";
import { appRouteHandler } from "../support/app-route";

const prisma = await db();

/**
 * Each kind's handlers, found from the endpoints the admin screen calls (`leadEndpoint`) the way
 * Next finds them: a kind whose route files are missing or export another method fails here.
 */
const handlers = async (kind: LeadKind) => ({
  list: await appRouteHandler(leadEndpoint(kind), "GET"),
  update: await appRouteHandler(`${leadEndpoint(kind)}/{id}`, "PATCH"),
});
const inquiries = await handlers(LEAD_KINDS.inquiries);
const brochureRequests = await handlers(LEAD_KINDS["brochure-requests"]);
const listInquiries = inquiries.list;
const patchInquiry = inquiries.update;
const listBrochureRequests = brochureRequests.list;
const patchBrochureRequest = brochureRequests.update;
let address = 0;
/** A fresh client address per call keeps the rate limit out of tests about other things. */
const from = (ip = `198.51.100.${++address}`) => ({ [CLIENT_ADDRESS_HEADER]: ip });

const outbox = () => path.join(process.env.DATA_DIR!, "outbox");
function outboxMails(): string[] {
  if (!fs.existsSync(outbox())) return [];
  return fs.readdirSync(outbox()).sort().map((name) => fs.readFileSync(path.join(outbox(), name), "utf8"));
}

const visitor = { name: "Asha Patel", contact: "9876543210", email: "asha@example.com" };
const inquiry = { name: "Ravi", contactNo: "+91 98765 43210", email: "ravi@example.com", subject: "Bulk order", message: "Need 10,000 bags.\nPrice?" };

describe("public forms", () => {
  beforeEach(async () => {
    await prisma.brochureRequest.deleteMany();
    await prisma.inquiry.deleteMany();
    await prisma.eBrochure.deleteMany();
    fs.rmSync(outbox(), { recursive: true, force: true });
  });

  afterEach(() => {
    delete process.env.SMTP_URL;
  });

  describe("POST /api/send-email", () => {
    it.each([
      [{}, "Name is required", { name: "Name is required", contact: "Contact number is required", email: "Email is required" }],
      [{ ...visitor, name: "   " }, "Name is required", undefined],
      [{ ...visitor, contact: "" }, "Contact number is required", undefined],
      [{ ...visitor, contact: "12345" }, "Contact number must be 10 digits", undefined],
      [{ ...visitor, contact: "98765432101" }, "Contact number must be 10 digits", undefined],
      [{ ...visitor, contact: "98765abcde" }, "Contact number must be 10 digits", undefined],
      [{ ...visitor, email: "" }, "Email is required", undefined],
      [{ ...visitor, email: "not-an-email" }, "Email is invalid", undefined],
    ])("refuses %j with %s", async (json, message, details) => {
      const answer = await call(sendEmail, { json: await withSolution(json), headers: from() });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ success: false, message, error: message });
      if (details) expect(answer.body.details).toEqual(details);
      expect(await prisma.brochureRequest.count()).toBe(0);
    });

    it.each(["98765 43210", "98765-43210"])("accepts the number typed as %s and stores its ten digits", async (contact) => {
      const answer = await call(sendEmail, { json: await withSolution({ ...visitor, contact }), headers: from() });
      expect(answer.status).toBe(200);
      expect((await prisma.brochureRequest.findFirstOrThrow()).contact).toBe("9876543210");
    });

    it("without a brochure: stores the lead, mails the company, says the brochure is unavailable", async () => {
      const answer = await call(sendEmail, { json: await withSolution({ ...visitor, contact: "98765 43210" }), headers: from("203.0.113.7") });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ success: true, message: "Email sent, but brochure is unavailable.", pdf_file: null });
      const [lead] = await prisma.brochureRequest.findMany();
      // No SMTP_URL: the notice is only a file in the outbox, and the lead says so.
      expect(lead).toMatchObject({ name: "Asha Patel", contact: "9876543210", email: "asha@example.com", ip: "203.0.113.7", mail_status: "outbox", mail_error: null });
      const [mail] = outboxMails();
      expect(mail).toMatch(/^To: sales@ecopack\.test$/m);
      expect(mail).toMatch(/^Reply-To: asha@example\.com$/m);
      expect(mail).toContain("Asha Patel");
      expect(mail).toContain("9876543210");
    });

    it("with a brochure: answers 'Email sent successfully!' and the PDF address", async () => {
      await prisma.eBrochure.create({ data: { title: "Catalogue", description: "<p>D</p>", cover_image: "/uploads/c.jpg", pdf_file: "/uploads/b.pdf" } });
      const answer = await call(sendEmail, { json: await withSolution(visitor), headers: from() });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ success: true, message: "Email sent successfully!", pdf_file: "/uploads/b.pdf" });
      expect(outboxMails()[0]).toContain("/uploads/b.pdf");
    });

    it("refuses a url-encoded form with 415 (another site's page could post one) and mails nothing", async () => {
      const request = new Request("http://localhost/api/send-email", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", ...from() },
        body: new URLSearchParams(visitor).toString(),
      });
      expect((await sendEmail(request)).status).toBe(415);
      expect(outboxMails()).toEqual([]);
    });

    it("escapes what the visitor typed in the HTML mail", async () => {
      await call(sendEmail, { json: await withSolution({ ...visitor, name: '<img src=x onerror="alert(1)">' }), headers: from() });
      const html = outboxMails()[0].split(/^Content-Type: text\/html.*$/m)[1];
      expect(html).toBeDefined();
      expect(html).not.toContain("<img");
      expect(html).toContain("&lt;img src=3Dx"); // quoted-printable "="
    });

    it("with SMTP_URL: the lead is marked sent once the server took the mail", async () => {
      const smtp = await startSmtpCapture();
      try {
        process.env.SMTP_URL = smtp.url;
        const answer = await call(sendEmail, { json: await withSolution(visitor), headers: from() });
        expect(answer.status).toBe(200);
        expect(smtp.mails).toHaveLength(1);
        const [lead] = await prisma.brochureRequest.findMany();
        expect(lead).toMatchObject({ name: "Asha Patel", mail_status: "sent", mail_error: null });
        expect(outboxMails()).toEqual([]);
      } finally {
        await smtp.close();
      }
    });

    it("when the mail fails: 502, and the lead is kept and marked failed", async () => {
      process.env.SMTP_URL = "smtp://127.0.0.1:1";
      const answer = await call(sendEmail, { json: await withSolution(visitor), headers: from() });
      expect(answer.status).toBe(502);
      expect(answer.body).toEqual({ success: false, code: "bad_gateway", message: "Failed to send email. Please try again.", error: "Failed to send email. Please try again." });
      const [lead] = await prisma.brochureRequest.findMany();
      expect(lead).toMatchObject({ name: "Asha Patel", mail_status: "failed" });
      expect(lead.mail_error).toMatch(/ECONNREFUSED|connect/i);
    });

    it("is rate limited per client address", async () => {
      const ip = "192.0.2.200";
      const answers = [];
      for (let i = 0; i < 11; i++) answers.push(await call(sendEmail, { json: await withSolution({ ...visitor, name: "" }), headers: from(ip) }));
      expect(answers.slice(0, 10).every((a) => a.status === 400)).toBe(true);
      expect(answers[10].status).toBe(429);
      expect(answers[10].headers.get("retry-after")).toMatch(/^\d+$/);
      expect((await call(sendEmail, { json: await withSolution(visitor), headers: from("192.0.2.201") })).status).toBe(200);
    });
  });

  describe("POST /api/inquiry/send-contact", () => {
    it("without SMTP_URL: the admin's lead list says the notice was kept in the outbox", async () => {
      expect((await call(sendContact, { json: await withSolution(inquiry), headers: from() })).status).toBe(200);
      const listed = await call(listInquiries, { auth: true, url: "http://localhost/api/leads/inquiries" });
      expect(listed.body.data.items).toEqual([expect.objectContaining({ name: "Ravi", mail_status: "outbox", mail_error: null })]);
      const csv = await call(listInquiries, { auth: true, url: "http://localhost/api/leads/inquiries?format=csv" });
      expect(String(csv.body)).toContain("outbox");
    });

    it("stores and mails the message", async () => {
      const answer = await call(sendContact, { json: await withSolution(inquiry), headers: from("203.0.113.8") });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ success: true, message: "Message sent successfully!" });
      const [lead] = await prisma.inquiry.findMany();
      expect(lead).toMatchObject({ name: "Ravi", contact_no: "+91 98765 43210", email: "ravi@example.com", subject: "Bulk order", ip: "203.0.113.8", mail_status: "outbox" });
      expect(lead.message).toBe("Need 10,000 bags.\nPrice?");
      const [mail] = outboxMails();
      expect(mail).toMatch(/^Subject: Inquiry: Bulk order$/m);
      expect(mail).toMatch(/^Reply-To: Ravi <ravi@example\.com>$/m);
    });

    it.each([
      ["name", "Name is required"],
      ["contactNo", "Contact number is required"],
      ["email", "Email is required"],
      ["subject", "Subject is required"],
      ["message", "Message is required"],
    ])("requires %s", async (field, message) => {
      const answer = await call(sendContact, { json: await withSolution({ ...inquiry, [field]: "" }), headers: from() });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ success: false, message, error: message, details: { [field]: message } });
    });

    it("takes each field up to the cap the form's maxLength uses, and refuses one more character", async () => {
      const tooLong = { name: "Name is too long", subject: "Subject is too long", message: `Message is too long (at most ${INQUIRY_LIMITS.message} characters)` };
      for (const [field, message] of Object.entries(tooLong)) {
        const cap = INQUIRY_LIMITS[field as keyof typeof tooLong];
        const atCap = await call(sendContact, { json: await withSolution({ ...inquiry, [field]: "x".repeat(cap) }), headers: from() });
        expect(atCap.status, field).toBe(200);
        const over = await call(sendContact, { json: await withSolution({ ...inquiry, [field]: "x".repeat(cap + 1) }), headers: from() });
        expect(over.body).toMatchObject({ success: false, message, details: { [field]: message } });
      }
      const contactAtCap = "9".repeat(INQUIRY_LIMITS.contactNo);
      expect((await call(sendContact, { json: await withSolution({ ...inquiry, contactNo: contactAtCap }), headers: from() })).status).toBe(200);
      expect((await call(sendContact, { json: await withSolution({ ...inquiry, contactNo: `${contactAtCap}9` }), headers: from() })).body.message).toBe("Contact number is invalid");
    });

    it("refuses a bad e-mail address or phone number", async () => {
      expect((await call(sendContact, { json: await withSolution({ ...inquiry, email: "a@b" }), headers: from() })).body.message).toBe("Email is invalid");
      expect((await call(sendContact, { json: await withSolution({ ...inquiry, contactNo: "call me" }), headers: from() })).body.message).toBe("Contact number is invalid");
    });

    it("when the mail fails: 502 'Failed to send email', and the inquiry is kept", async () => {
      process.env.SMTP_URL = "smtp://127.0.0.1:1";
      const answer = await call(sendContact, { json: await withSolution(inquiry), headers: from() });
      expect(answer.status).toBe(502);
      expect(answer.body).toEqual({ success: false, code: "bad_gateway", message: "Failed to send email", error: "Failed to send email" });
      const [lead] = await prisma.inquiry.findMany();
      expect(lead).toMatchObject({ subject: "Bulk order", mail_status: "failed" });
    });
  });
});

describe("admin lead endpoints", () => {
  const base = Date.parse("2026-01-01T00:00:00Z");

  beforeAll(async () => {
    await prisma.brochureRequest.deleteMany();
    await prisma.inquiry.deleteMany();
    await prisma.inquiry.createMany({
      data: Array.from({ length: 25 }, (_, i) => ({
        name: `Person ${i + 1}`,
        contact_no: "+91 98765 43210",
        email: `p${i + 1}@example.com`,
        subject: i === 24 ? '=HYPERLINK("http://evil.example","click")' : `Subject ${i + 1}`,
        message: i === 24 ? 'Hello, "team"\nsecond line' : "Hi",
        ip: "203.0.113.1",
        mail_status: i % 2 ? "sent" : "failed",
        mail_error: i % 2 ? null : "connect ECONNREFUSED",
        created_at: new Date(base + i * 60_000),
      })),
    });
    await prisma.brochureRequest.create({ data: { name: "@admin", contact: "9876543210", email: "b@example.com", ip: "203.0.113.2", mail_status: "sent" } });
  });

  describe("GET /api/leads/*", () => {
    it.each(LEAD_KIND_LIST.map((kind) => [kind.slug, kind] as const))("%s: needs the admin token", async (_, kind) => {
      const { list, update } = await handlers(kind);
      expect((await call(list)).status).toBe(401);
      expect((await call(list, { url: "http://localhost/x?format=csv" })).status).toBe(401);
      expect((await call(update, { method: "PATCH", json: { handled: true }, params: { id: "1" } })).status).toBe(401);
    });

    it("pages newest first with the mail outcome and handled state", async () => {
      const first = await call(listInquiries, { auth: true, url: "http://localhost/api/leads/inquiries" });
      expect(first.status).toBe(200);
      expect(first.headers.get("cache-control")).toBe("no-store");
      expect(first.body.success).toBe(true);
      // Unasked, the page is the size the admin's table asks for.
      expect(first.body.data).toMatchObject({ page: 1, pageSize: LEAD_PAGE_SIZE, total: 25 });
      expect(first.body.data.items).toHaveLength(LEAD_PAGE_SIZE);
      expect(first.body.data.items[0]).toMatchObject({ name: "Person 25", mail_status: "failed", mail_error: "connect ECONNREFUSED", handled_at: null });
      expect(first.body.data.items[0].created_at).toBe(new Date(base + 24 * 60_000).toISOString());

      const second = await call(listInquiries, { auth: true, url: "http://localhost/api/leads/inquiries?page=2&pageSize=20" });
      expect(second.body.data.items.map((i: { name: string }) => i.name)).toEqual(["Person 5", "Person 4", "Person 3", "Person 2", "Person 1"]);

      const capped = await call(listInquiries, { auth: true, url: "http://localhost/api/leads/inquiries?pageSize=5000&page=abc" });
      expect(capped.body.data).toMatchObject({ page: 1, pageSize: 100 });
      expect(capped.body.data.items).toHaveLength(25);

      const brochures = await call(listBrochureRequests, { auth: true, url: "http://localhost/api/leads/brochure-requests" });
      expect(brochures.body.data).toMatchObject({ total: 1, items: [{ name: "@admin", contact: "9876543210", mail_status: "sent" }] });
    });
  });

  describe("PATCH /api/leads/*/[id]", () => {
    it("marks a lead handled and open again", async () => {
      const [lead] = await prisma.inquiry.findMany({ take: 1, orderBy: { id: "asc" } });
      const handled = await call(patchInquiry, { method: "PATCH", auth: true, json: { handled: true }, params: { id: String(lead.id) } });
      expect(handled.status).toBe(200);
      expect(handled.body).toMatchObject({ success: true, message: "Inquiry marked as handled.", data: { id: lead.id } });
      expect(Date.parse(handled.body.data.handled_at)).toBeGreaterThan(Date.now() - 60_000);

      const open = await call(patchInquiry, { method: "PATCH", auth: true, json: { handled: false }, params: { id: String(lead.id) } });
      expect(open.body).toMatchObject({ message: "Inquiry marked as open.", data: { handled_at: null } });
    });

    it("refuses a missing lead or a bad body", async () => {
      const missing = await call(patchBrochureRequest, { method: "PATCH", auth: true, json: { handled: true }, params: { id: "9999" } });
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe("Brochure request not found.");
      for (const id of ["x", "9999999999"]) {
        expect((await call(patchBrochureRequest, { method: "PATCH", auth: true, json: { handled: true }, params: { id } })).status, id).toBe(400);
      }
      const bad = await call(patchInquiry, { method: "PATCH", auth: true, json: { handled: "yes" }, params: { id: "1" } });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe("handled must be true or false.");
    });
  });

  describe("?format=csv", () => {
    it("exports every inquiry as a spreadsheet-safe attachment", async () => {
      const answer = await call(listInquiries, { auth: true, url: "http://localhost/api/leads/inquiries?format=csv" });
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(answer.headers.get("content-disposition")).toMatch(/^attachment; filename="inquiries-\d{4}-\d\d-\d\d\.csv"$/);
      const text = answer.body as string; // Response.text() drops the BOM
      // The columns spreadsheets already read, then the status and the note.
      expect(text.startsWith("ID,Received at,Name,Contact number,Email,Subject,Message,IP address,Mail status,Mail error,Handled at,Status,Note\r\n")).toBe(true);
      const lines = text.split("\r\n");
      expect(lines).toHaveLength(1 + 25 + 1);
      expect(lines[1]).toContain(`,Person 25,'+91 98765 43210,p25@example.com,"'=HYPERLINK(""http://evil.example"",""click"")","Hello, ""team""\nsecond line",203.0.113.1,failed,connect ECONNREFUSED,`);
    });

    it("starts with a UTF-8 BOM so spreadsheets read accents right", async () => {
      const request = new Request("http://localhost/api/leads/inquiries?format=csv", { headers: { authorization: `Bearer ${await adminToken()}` } });
      const bytes = new Uint8Array(await (await listInquiries(request)).arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    });

    it.each(LEAD_KIND_LIST.map((kind) => [kind.slug, kind] as const))("%s: the file is named and headed as its definition says", async (_, kind) => {
      const answer = await call((await handlers(kind)).list, { auth: true, url: `http://localhost${leadEndpoint(kind)}?format=csv` });
      expect(answer.headers.get("content-disposition")).toMatch(new RegExp(`^attachment; filename="${kind.fileName}-\\d{4}-\\d\\d-\\d\\d\\.csv"$`));
      expect((answer.body as string).split("\r\n")[0]).toBe(kind.columns.map((column) => column.header).join(","));
    });

    it("exports brochure requests the same way", async () => {
      const answer = await call(listBrochureRequests, { auth: true, url: "http://localhost/api/leads/brochure-requests?format=csv" });
      expect(answer.headers.get("content-disposition")).toMatch(/filename="brochure-requests-/);
      expect((answer.body as string).split("\r\n")[1]).toMatch(/^\d+,[^,]+,'@admin,9876543210,b@example\.com,203\.0\.113\.2,sent,,,new,$/);
    });
  });
});
