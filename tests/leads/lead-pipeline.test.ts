// The lead pipeline in the admin's endpoints: statuses and notes, Mark as spam / Not spam, the
// status and text filters (the list and the export), the New counts of the dashboard and the
// sidebar, and deleting everything about one e-mail address. All behind the admin token.
import { beforeEach, describe, expect, it } from "vitest";
import { GET as leadCounts } from "@/app/api/leads/counts/route";
import { POST as eraseLeads } from "@/app/api/leads/erase/route";
import { db } from "@/lib/db";
import { LEAD_KINDS, leadEndpoint } from "@/lib/leads/lead-kinds";
import { adminToken, call } from "../content/fixtures";
import { appRouteHandler } from "../support/app-route";

const prisma = await db();
const listInquiries = await appRouteHandler(leadEndpoint(LEAD_KINDS.inquiries), "GET");
const patchInquiry = await appRouteHandler(`${leadEndpoint(LEAD_KINDS.inquiries)}/{id}`, "PATCH");
const listBrochureRequests = await appRouteHandler(leadEndpoint(LEAD_KINDS["brochure-requests"]), "GET");

const inquiry = (name: string, extra: Record<string, unknown> = {}) => ({ name, contact_no: "+91 98765 43210", email: `${name.toLowerCase()}@example.com`, subject: `About ${name}`, message: "Hi", ip: "203.0.113.1", ...extra });
const list = async (query = "") => (await call(listInquiries, { auth: true, url: `http://localhost/api/leads/inquiries${query}` })).body;
const names = async (query = "") => ((await list(query)).data.items as Array<{ name: string }>).map((item) => item.name);
const patch = (id: number, json: unknown) => call(patchInquiry, { method: "PATCH", auth: true, json, params: { id: String(id) } });

beforeEach(async () => {
  await prisma.inquiry.deleteMany();
  await prisma.brochureRequest.deleteMany();
  await adminToken();
});

describe("statuses and notes", () => {
  it("moves a lead through the pipeline; handled_at is when a person first moved it out of New", async () => {
    const lead = await prisma.inquiry.create({ data: inquiry("Ravi") });
    expect(lead).toMatchObject({ status: "new", note: "", handled_at: null });

    const contacted = await patch(lead.id, { status: "contacted" });
    expect(contacted.status).toBe(200);
    expect(contacted.body).toMatchObject({ success: true, message: "Inquiry marked as contacted.", data: { status: "contacted" } });
    const handledAt = contacted.body.data.handled_at;
    expect(Date.parse(handledAt)).toBeGreaterThan(Date.now() - 60_000);

    const won = await patch(lead.id, { status: "won", note: "Ordered 10,000 bags." });
    expect(won.body).toMatchObject({ message: "Inquiry marked as won.", data: { status: "won", note: "Ordered 10,000 bags.", handled_at: handledAt } });

    const noted = await patch(lead.id, { note: "Call again in March." });
    expect(noted.body).toMatchObject({ message: "Note saved.", data: { status: "won", note: "Call again in March." } });

    const reopened = await patch(lead.id, { status: "new" });
    expect(reopened.body.data).toMatchObject({ status: "new", handled_at: null, note: "Call again in March." });
  });

  it("marks a lead as spam and back (Not spam puts it in New)", async () => {
    const lead = await prisma.inquiry.create({ data: inquiry("Bot") });
    expect((await patch(lead.id, { status: "spam" })).body).toMatchObject({ message: "Inquiry marked as spam.", data: { status: "spam", handled_at: null } });
    expect(await names()).toEqual([]);
    expect((await patch(lead.id, { status: "new" })).body).toMatchObject({ message: "Inquiry marked as new.", data: { status: "new" } });
    expect(await names()).toEqual(["Bot"]);
  });

  it("keeps the older handled call: true is Contacted, false is New again", async () => {
    const lead = await prisma.inquiry.create({ data: inquiry("Asha") });
    expect((await patch(lead.id, { handled: true })).body.data).toMatchObject({ status: "contacted" });
    expect((await patch(lead.id, { status: "qualified" })).body.data).toMatchObject({ status: "qualified" });
    // Already past New: handled leaves the status where it is.
    expect((await patch(lead.id, { handled: true })).body.data).toMatchObject({ status: "qualified" });
    expect((await patch(lead.id, { handled: false })).body.data).toMatchObject({ status: "new", handled_at: null });
  });

  it("refuses an unknown status, a note too long, an empty change, or status with handled", async () => {
    const lead = await prisma.inquiry.create({ data: inquiry("Ravi") });
    const cases: Array<[unknown, RegExp]> = [
      [{ status: "archived" }, /^status must be one of new, contacted, qualified, won, lost, spam\.$/],
      [{ note: "x".repeat(5001) }, /^note may be at most 5000 characters\.$/],
      [{ note: 5 }, /^note must be text\.$/],
      [{}, /^Send a status, a note or handled\.$/],
      [{ status: "won", handled: true }, /^Send a status or handled, not both\.$/],
    ];
    for (const [json, message] of cases) {
      const answer = await patch(lead.id, json);
      expect(answer.status, JSON.stringify(json)).toBe(400);
      expect(answer.body.message).toMatch(message);
    }
    expect(await prisma.inquiry.findUniqueOrThrow({ where: { id: lead.id } })).toMatchObject({ status: "new", note: "" });
  });
});

describe("filters", () => {
  beforeEach(async () => {
    await prisma.inquiry.createMany({
      data: [
        inquiry("Asha", { status: "new", created_at: new Date("2026-01-01T10:00:00Z") }),
        inquiry("Ravi", { status: "won", note: "Big PLANTER order", created_at: new Date("2026-01-02T10:00:00Z") }),
        inquiry("Bot", { status: "spam", spam_reason: "honeypot", created_at: new Date("2026-01-03T10:00:00Z") }),
        inquiry("Meera", { status: "contacted", message: "Do you make planter bags?", created_at: new Date("2026-01-04T10:00:00Z") }),
      ],
    });
  });

  it("lists every status but spam unless asked; one status; or all", async () => {
    expect(await names()).toEqual(["Meera", "Ravi", "Asha"]);
    expect((await list()).data.total).toBe(3);
    expect(await names("?status=spam")).toEqual(["Bot"]);
    expect((await list("?status=spam")).data.items[0]).toMatchObject({ spam_reason: "honeypot", status: "spam" });
    expect(await names("?status=won")).toEqual(["Ravi"]);
    expect(await names("?status=all")).toEqual(["Meera", "Bot", "Ravi", "Asha"]);
    const bad = await call(listInquiries, { auth: true, url: "http://localhost/api/leads/inquiries?status=archived" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Invalid status: use one of new, contacted, qualified, won, lost, spam or all.");
  });

  it("searches names, addresses, subjects, messages and notes, case-blind, within the status", async () => {
    expect(await names("?q=planter")).toEqual(["Meera", "Ravi"]);
    expect(await names("?q=RAVI@EXAMPLE")).toEqual(["Ravi"]);
    expect(await names("?q=about%20asha")).toEqual(["Asha"]);
    expect(await names("?q=planter&status=won")).toEqual(["Ravi"]);
    expect(await names("?q=bot")).toEqual([]);
    expect(await names("?q=bot&status=all")).toEqual(["Bot"]);
    // LIKE's wildcards are searched as the characters they are.
    expect(await names("?q=%25")).toEqual([]);
    expect(await names("?q=_")).toEqual([]);
  });

  it("exports what the filters take, with the status and the note", async () => {
    const answer = await call(listInquiries, { auth: true, url: "http://localhost/api/leads/inquiries?format=csv&q=planter" });
    const lines = (answer.body as string).trim().split("\r\n");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/,Meera,.*,contacted,$/);
    expect(lines[2]).toMatch(/,Ravi,.*,won,Big PLANTER order$/);
  });
});

describe("GET /api/leads/counts", () => {
  it("counts each kind's leads per status and the New ones of both", async () => {
    await prisma.inquiry.createMany({ data: [inquiry("A"), inquiry("B"), inquiry("C", { status: "spam" }), inquiry("D", { status: "won" })] });
    await prisma.brochureRequest.createMany({ data: [{ name: "E", contact: "9876543210", email: "e@example.com", ip: "1.1.1.1" }] });
    const answer = await call(leadCounts, { auth: true });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.body.data).toEqual({
      new: 3,
      kinds: {
        inquiries: { new: 2, contacted: 0, qualified: 0, won: 1, lost: 0, spam: 1 },
        "brochure-requests": { new: 1, contacted: 0, qualified: 0, won: 0, lost: 0, spam: 0 },
      },
    });
  });
});

describe("POST /api/leads/erase", () => {
  it("deletes every lead of one address, of both kinds, whatever its case, and nobody else's", async () => {
    await prisma.inquiry.createMany({ data: [inquiry("Ravi"), inquiry("Ravi", { email: "RAVI@Example.com", status: "won" }), inquiry("Asha")] });
    await prisma.brochureRequest.createMany({ data: [{ name: "Ravi", contact: "9876543210", email: "ravi@example.com", ip: "1.1.1.1" }, { name: "Other", contact: "9876543210", email: "other@example.com", ip: "1.1.1.1" }] });
    const answer = await call(eraseLeads, { auth: true, json: { email: " ravi@example.com " } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, message: "Deleted 3 leads of ravi@example.com.", data: { email: "ravi@example.com", deleted: { inquiries: 2, "brochure-requests": 1 } } });
    expect((await prisma.inquiry.findMany()).map((lead) => lead.email)).toEqual(["asha@example.com"]);
    expect((await prisma.brochureRequest.findMany()).map((lead) => lead.email)).toEqual(["other@example.com"]);
    const none = await call(eraseLeads, { auth: true, json: { email: "ravi@example.com" } });
    expect(none.body.message).toBe("Deleted 0 leads of ravi@example.com.");
  });

  it("refuses an address that is not one", async () => {
    for (const email of ["", "ravi", undefined]) {
      const answer = await call(eraseLeads, { auth: true, json: { email } });
      expect(answer.status).toBe(400);
    }
  });
});

describe("protection", () => {
  it("answers 401 without the admin token, and changes nothing", async () => {
    const lead = await prisma.inquiry.create({ data: inquiry("Ravi") });
    expect((await call(leadCounts)).status).toBe(401);
    expect((await call(eraseLeads, { json: { email: "ravi@example.com" } })).status).toBe(401);
    expect((await call(patchInquiry, { method: "PATCH", json: { status: "spam" }, params: { id: String(lead.id) } })).status).toBe(401);
    expect((await call(listBrochureRequests, { url: "http://localhost/api/leads/brochure-requests?status=all" })).status).toBe(401);
    expect(await prisma.inquiry.findUniqueOrThrow({ where: { id: lead.id } })).toMatchObject({ status: "new" });
  });
});
