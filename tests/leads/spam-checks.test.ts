// The public forms keep robots out (contract §9): the proof of work is checked before anything
// else (no solution, a forged or expired one, a reused one: 400 challenge_failed, no row, no
// mail), and the honeypot and the time trap answer like a success while storing spam.
import { createChallenge, solveChallenge } from "altcha-lib/v1";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GET as getChallenge } from "@/app/api/altcha/route";
import { POST as sendContact } from "@/app/api/inquiry/send-contact/route";
import { POST as sendEmail } from "@/app/api/send-email/route";
import { db } from "@/lib/db";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";
import { CHALLENGE_FAILED, issueChallenge } from "@/lib/leads/proof-of-work";
import fs from "node:fs";
import path from "node:path";
import { call } from "../content/fixtures";
import { readOutbox } from "../mail/support/mail-capture";
import { altchaPayload, solvedChallenge, withSolution } from "../support/solved-challenge";

const prisma = await db();
let address = 0;
const from = () => ({ [CLIENT_ADDRESS_HEADER]: `198.51.100.${++address}` });

const inquiry = { name: "Ravi", contactNo: "+91 98765 43210", email: "ravi@example.com", subject: "Bulk order", message: "Need bags." };
const visitor = { name: "Asha Patel", contact: "9876543210", email: "asha@example.com" };
const FORMS = [
  { form: "contact", handler: sendContact, fields: inquiry, success: { success: true, message: "Message sent successfully!" }, leads: () => prisma.inquiry.findMany() },
  {
    form: "brochure",
    handler: sendEmail,
    fields: visitor,
    success: { success: true, message: "Email sent, but brochure is unavailable.", pdf_file: null, data: { pdf_file: null } },
    leads: () => prisma.brochureRequest.findMany(),
  },
] as const;

async function writes() {
  return {
    inquiries: await prisma.inquiry.count(),
    brochureRequests: await prisma.brochureRequest.count(),
    rateLimitRows: await prisma.rateLimitBucket.count(),
    mails: readOutbox().length,
  };
}

/** A challenge as GET /api/altcha answers it. */
async function challenge() {
  return (await getChallenge(new Request("http://localhost/api/altcha"))).json();
}

async function solve(issued: { challenge: string; salt: string; maxnumber?: number }): Promise<number> {
  const solution = await solveChallenge(issued.challenge, issued.salt, "SHA-256", issued.maxnumber ?? 1000).promise;
  return solution!.number;
}

beforeEach(async () => {
  await prisma.inquiry.deleteMany();
  await prisma.brochureRequest.deleteMany();
  fs.rmSync(path.join(process.env.DATA_DIR!, "outbox"), { recursive: true, force: true });
});

afterEach(() => {
  process.env.FORM_MIN_FILL_SECONDS = "0";
});

describe("GET /api/altcha", () => {
  it("answers an HMAC-signed SHA-256 challenge in ALTCHA's format, expiring in 10 minutes, never cached", async () => {
    const response = await getChallenge(new Request("http://localhost/api/altcha"));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = await response.json();
    expect(Object.keys(body).sort()).toEqual(["algorithm", "challenge", "maxnumber", "salt", "signature"]);
    expect(body).toMatchObject({ algorithm: "SHA-256", maxnumber: 1000, challenge: expect.stringMatching(/^[0-9a-f]{64}$/), signature: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const params = new URLSearchParams(body.salt.split("?")[1]);
    const expires = Number(params.get("expires")) * 1000;
    expect(expires - Date.now()).toBeGreaterThan(9.9 * 60_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    expect(Math.abs(Number(params.get("issued")) - Date.now())).toBeLessThan(5_000);
    // Two visitors never share one.
    expect((await challenge()).challenge).not.toBe(body.challenge);
  });
});

describe.each(FORMS)("POST of the $form form", ({ handler, fields, success, leads }) => {
  async function refused(altcha: unknown) {
    const before = await writes();
    const answer = await call(handler, { json: altcha === undefined ? fields : { ...fields, altcha }, headers: from() });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ success: false, code: "challenge_failed", message: CHALLENGE_FAILED, error: CHALLENGE_FAILED });
    // Nothing stored, nothing mailed, not even a rate-limit row.
    expect(await writes()).toEqual(before);
  }

  it("refuses a post without a solution, or with one that is not a payload", async () => {
    await refused(undefined);
    await refused("");
    await refused(42);
    await refused("not base64 json");
    await refused(btoa(JSON.stringify({ algorithm: "SHA-256" })));
    // Checked before the fields: an empty form without a solution is a challenge failure too.
    const before = await writes();
    expect((await call(handler, { json: {}, headers: from() })).body.code).toBe("challenge_failed");
    expect(await writes()).toEqual(before);
  });

  it("refuses a forged signature, a changed salt, and a wrong number", async () => {
    const issued = await challenge();
    const number = await solve(issued);
    const forged = await createChallenge({ hmacKey: "not the server's key", number, salt: issued.salt });
    await refused(altchaPayload(forged, number));
    // A later expiry spliced into the salt changes the challenge's hash: the signature no longer matches.
    const later = issued.salt.replace(/expires=\d+/, `expires=${Math.floor(Date.now() / 1000) + 86_400}`);
    const resigned = await createChallenge({ hmacKey: "not the server's key", number, salt: later });
    await refused(altchaPayload({ ...issued, salt: later, challenge: resigned.challenge }, number));
    await refused(altchaPayload(issued, number + 1));
  });

  it("refuses an expired challenge", async () => {
    const old = await issueChallenge(Date.now() - 10 * 60_000 - 1000);
    await refused(altchaPayload(old, await solve(old)));
  });

  it("takes a solution once: stored and mailed the first time, refused after", async () => {
    const altcha = await solvedChallenge();
    const first = await call(handler, { json: { ...fields, altcha }, headers: from() });
    expect(first.status).toBe(200);
    expect(first.body).toEqual(success);
    expect(await leads()).toEqual([expect.objectContaining({ status: "new", spam_reason: null, mail_status: "outbox" })]);
    expect(readOutbox()).toHaveLength(1);
    await refused(altcha);
    expect(await leads()).toHaveLength(1);
  });

  it("stores a filled honeypot as spam, answers as a success, and mails no one", async () => {
    const answer = await call(handler, { json: await withSolution({ ...fields, website: "https://cheap-pills.example" }), headers: from() });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(success);
    const [lead] = await leads();
    expect(lead).toMatchObject({ name: fields.name, status: "spam", spam_reason: "honeypot", mail_status: "skipped", handled_at: null });
    expect(lead.fill_ms).toBeGreaterThanOrEqual(0);
    expect(readOutbox()).toEqual([]);
  });

  it("stores a post sooner than FORM_MIN_FILL_SECONDS after its challenge as spam ('too fast'), answers as a success, mails no one", async () => {
    process.env.FORM_MIN_FILL_SECONDS = "30";
    const answer = await call(handler, { json: await withSolution(fields), headers: from() });
    expect(answer.body).toEqual(success);
    const [lead] = await leads();
    expect(lead).toMatchObject({ status: "spam", spam_reason: "too fast", mail_status: "skipped" });
    expect(lead.fill_ms).toBeLessThan(30_000);
    expect(readOutbox()).toEqual([]);
  });

  it("takes a post made after the minimum time as a lead, with the time it took", async () => {
    process.env.FORM_MIN_FILL_SECONDS = "1";
    const altcha = await solvedChallenge();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await call(handler, { json: { ...fields, website: "", altcha }, headers: from() })).body).toEqual(success);
    const [lead] = await leads();
    expect(lead).toMatchObject({ status: "new", spam_reason: null, mail_status: "outbox" });
    expect(lead.fill_ms).toBeGreaterThanOrEqual(1000);
    expect(readOutbox()).toHaveLength(1);
  });
});
