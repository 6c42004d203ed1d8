// The refusals of route(), each on a real route handler and the real database: bodies over
// their cap (by Content-Length and by counting a stream that declares none), the token before
// the body, the wrong content type, cross-site writes, ids beyond int4. Every refusal is
// checked for what it must not do: read past the cap, write a row or a file, send a mail.
import fs from "node:fs";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { POST as changeUsername } from "@/app/change-username/route";
import { POST as forgotPassword } from "@/app/forgot-password/route";
import { POST as logAdmin } from "@/app/logAdmin/route";
import { POST as logout } from "@/app/logout/route";
import { POST as sendContact } from "@/app/api/inquiry/send-contact/route";
import { POST as sendEmail } from "@/app/api/send-email/route";
import { PATCH as patchInquiry } from "@/app/api/leads/inquiries/[id]/route";
import { POST as createCounter } from "@/app/api/counters/route";
import { GET as listSubcategories } from "@/app/api/subcategories/route";
import { GET as getTestimonial, PUT as updateTestimonial } from "@/app/api/testimonials/[id]/route";
import { POST as createTestimonial } from "@/app/api/testimonials/route";
import { issueAdminToken } from "@/lib/auth/admin-token";
import { contentBodyRule } from "@/lib/content/body-rule";
import { COLLECTIONS } from "@/lib/content/collections";
import { db } from "@/lib/db";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";
import { JSON_BODY_LIMIT, PRE_AUTH_BODY_LIMIT } from "@/lib/http/read-body";
import { adminToken, files, uploadedFiles } from "../content/fixtures";
import { withSolution } from "../support/solved-challenge";

const prisma = await db();
let address = 0;
/** A fresh client address per call keeps the rate limits out of these tests. */
const from = () => ({ [CLIENT_ADDRESS_HEADER]: `198.51.100.${++address}` });

type Handler = (request: Request, context?: { params?: Promise<Record<string, string>> }) => Promise<Response>;

/** An endless body that counts what was pulled from it. */
function endlessBody(chunkBytes: number, fill = 0x20) {
  const counter = { pulls: 0, bytes: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        counter.pulls += 1;
        counter.bytes += chunkBytes;
        controller.enqueue(new Uint8Array(chunkBytes).fill(fill));
      },
      cancel() {
        counter.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, counter };
}

interface Send {
  method?: string;
  headers?: Record<string, string>;
  body?: BodyInit | ReadableStream<Uint8Array>;
  params?: Record<string, string>;
  url?: string;
}

async function send(handler: Handler, options: Send = {}) {
  const request = new Request(options.url ?? "http://localhost/test", {
    method: options.method ?? "POST",
    headers: { ...from(), ...options.headers },
    body: options.body,
    ...(options.body instanceof ReadableStream ? { duplex: "half" } : {}),
  } as RequestInit);
  const response = await handler(request, { params: Promise.resolve(options.params ?? {}) });
  const text = await response.text();
  expect(text).not.toMatch(/\bat .+\.(ts|js):\d+/);
  return { status: response.status, body: JSON.parse(text) as { success: boolean; message: string; error: string } };
}

const json = { "content-type": "application/json" };
const outbox = () => path.join(process.env.DATA_DIR!, "outbox");
const mails = () => (fs.existsSync(outbox()) ? fs.readdirSync(outbox()) : []);
/** A testimonial's multipart create, with `user_name` as given. */
async function testimonialForm(userName = "Asha"): Promise<FormData> {
  const form = new FormData();
  form.set("user_name", userName);
  form.set("designation", "Buyer");
  form.set("review_message", "Good bags.");
  form.set("image", await files.jpeg());
  return form;
}
const inquiry = { name: "Ravi", contactNo: "+91 98765 43210", email: "ravi@example.com", subject: "Bulk order", message: "Need bags." };

async function writes() {
  return {
    inquiries: await prisma.inquiry.count(),
    brochureRequests: await prisma.brochureRequest.count(),
    counters: await prisma.counter.count(),
    testimonials: await prisma.testimonial.count(),
    otps: await prisma.passwordResetOtp.count(),
    files: (await uploadedFiles()).length,
    mails: mails().length,
  };
}

beforeEach(() => {
  fs.rmSync(outbox(), { recursive: true, force: true });
});

describe("body limits", () => {
  it("answers 413 from a declared Content-Length over the cap, before reading a byte", async () => {
    const before = await writes();
    for (const handler of [sendContact, logAdmin, forgotPassword]) {
      const { stream, counter } = endlessBody(1024);
      const answer = await send(handler, { headers: { ...json, "content-length": String(512 * 1024 * 1024) }, body: stream });
      expect(answer.status).toBe(413);
      expect(answer.body).toMatchObject({ success: false, message: "The request body is too large (at most 64 KB)." });
      expect(answer.body.error).toBe(answer.body.message);
      expect(counter.pulls).toBe(0);
    }
    expect(await writes()).toEqual(before);
  });

  it("counts a body that declares no length and stops reading once past the cap", async () => {
    const before = await writes();
    const chunk = 1024;
    const { stream, counter } = endlessBody(chunk);
    const answer = await send(sendContact, { headers: json, body: stream });
    expect(answer.status).toBe(413);
    expect(answer.body.message).toBe("The request body is too large (at most 64 KB).");
    // At most the cap and the chunk that crossed it (plus one the runtime may have queued).
    expect(counter.bytes).toBeLessThanOrEqual(JSON_BODY_LIMIT + 2 * chunk);
    expect(counter.cancelled).toBe(true);
    expect(await writes()).toEqual(before);
  });

  it("caps a JSON body that is just over 64 KB, and accepts one just under it", async () => {
    const solved = await withSolution(inquiry);
    const padded = (bytes: number) => JSON.stringify({ ...solved, message: "x".repeat(bytes - JSON.stringify({ ...solved, message: "" }).length) });
    const over = await send(sendContact, { headers: json, body: padded(JSON_BODY_LIMIT + 1) });
    expect(over.status).toBe(413);
    // Under the cap the body is read and judged by the schema (the message is too long for it).
    const under = await send(sendContact, { headers: json, body: padded(JSON_BODY_LIMIT - 1) });
    expect(under.status).toBe(400);
    expect(under.body.message).toMatch(/^Message is too long/);
  });

  it("caps an upload at its definition's files plus a small allowance, and stores nothing", async () => {
    const rule = contentBodyRule(COLLECTIONS.testimonials);
    expect(rule.type).toBe("multipart");
    // One image field of at most 10 MB, three short text fields, a 64 KB allowance.
    expect(rule.limit).toBeGreaterThan(10 * 1024 * 1024);
    expect(rule.limit).toBeLessThan(10.5 * 1024 * 1024);
    const before = await writes();
    const token = await adminToken();
    const boundary = "----hostile";
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="user_name"\r\n\r\nA\r\n--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    );
    let sentHead = false;
    const counter = { bytes: 0, cancelled: false };
    const stream = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          const chunk = sentHead ? new Uint8Array(256 * 1024) : head;
          sentHead = true;
          counter.bytes += chunk.byteLength;
          controller.enqueue(chunk);
        },
        cancel() {
          counter.cancelled = true;
        },
      },
      { highWaterMark: 0 },
    );
    const answer = await send(createTestimonial, {
      headers: { authorization: `Bearer ${token}`, "content-type": `multipart/form-data; boundary=${boundary}` },
      body: stream,
    });
    expect(answer.status).toBe(413);
    expect(counter.cancelled).toBe(true);
    expect(counter.bytes).toBeLessThanOrEqual(rule.limit + 2 * 256 * 1024);
    expect(await writes()).toEqual(before);

    const declared = await send(createTestimonial, {
      headers: { authorization: `Bearer ${token}`, "content-type": `multipart/form-data; boundary=${boundary}`, "content-length": String(rule.limit + 1) },
      body: "x",
    });
    expect(declared.status).toBe(413);
  });

  it("still takes an ordinary upload and an ordinary JSON save", async () => {
    const token = await adminToken();
    const created = await send(createTestimonial, { headers: { authorization: `Bearer ${token}` }, body: await testimonialForm() });
    expect(created.status).toBe(201);
    const counter = await send(createCounter, { headers: { ...json, authorization: `Bearer ${token}` }, body: JSON.stringify({ title: "Bags", counter_value: 5 }) });
    expect(counter.status).toBe(201);
  });
});

describe("token before body", () => {
  it("refuses a protected call without a token before reading any of its body", async () => {
    const before = await writes();
    for (const [handler, params] of [
      [patchInquiry, { id: "1" }],
      [createTestimonial, {}],
      [updateTestimonial, { id: "1" }],
      [createCounter, {}],
    ] as const) {
      const { stream, counter } = endlessBody(1024, 0x7b);
      const type = handler === createTestimonial || handler === updateTestimonial ? "multipart/form-data; boundary=x" : "application/json";
      const answer = await send(handler, { method: handler === patchInquiry ? "PATCH" : handler === updateTestimonial ? "PUT" : "POST", headers: { "content-type": type }, body: stream, params });
      expect(answer.status).toBe(401);
      expect(counter.pulls).toBe(0);
    }
    const { stream, counter } = endlessBody(1024);
    const forged = await send(patchInquiry, { method: "PATCH", headers: { ...json, authorization: "Bearer not-a-token" }, body: stream, params: { id: "1" } });
    expect(forged.status).toBe(401);
    expect(counter.pulls).toBe(0);
    expect(await writes()).toEqual(before);
  });

  it("reads only a few KB of a call that may carry its token in the body", async () => {
    for (const handler of [changeUsername, logout]) {
      const { stream, counter } = endlessBody(512);
      const answer = await send(handler, { headers: json, body: stream });
      expect(answer.status).toBe(413);
      expect(counter.bytes).toBeLessThanOrEqual(PRE_AUTH_BODY_LIMIT + 2 * 512);
      const declared = await send(handler, { headers: { ...json, "content-length": String(256 * 1024 * 1024) }, body: "{}" });
      expect(declared.status).toBe(413);
    }
    // A small body without a token is read and refused as usual.
    const noToken = await send(changeUsername, { headers: json, body: JSON.stringify({ newUsername: "someone" }) });
    expect(noToken.status).toBe(401);
    expect(await prisma.admin.count({ where: { username: "someone" } })).toBe(0);
  });

  it("lets a signed-in administrator send a body larger than the pre-auth allowance", async () => {
    const token = await adminToken();
    const answer = await send(patchInquiry, {
      method: "PATCH",
      headers: { ...json, authorization: `Bearer ${token}` },
      body: JSON.stringify({ handled: true, padding: "x".repeat(8 * 1024) }),
      params: { id: "999" },
    });
    expect(answer.status).toBe(404);
  });
});

describe("content type", () => {
  it("answers 415 to a JSON route sent text/plain, a url-encoded form or a typeless body, and mails nothing", async () => {
    const before = await writes();
    const bodies: Array<[Handler, Record<string, string>, BodyInit]> = [
      [forgotPassword, { "content-type": "text/plain" }, JSON.stringify({ username: "admin" })],
      [sendContact, { "content-type": "text/plain;charset=UTF-8" }, JSON.stringify(inquiry)],
      [sendEmail, { "content-type": "application/x-www-form-urlencoded" }, "name=A&contact=1234567890&email=a%40b.example"],
      [logAdmin, { "content-type": "multipart/form-data; boundary=x" }, "--x--"],
      [sendContact, {}, new Blob([JSON.stringify(inquiry)])],
    ];
    for (const [handler, headers, body] of bodies) {
      const answer = await send(handler, { headers, body });
      expect(answer.status).toBe(415);
      expect(answer.body).toMatchObject({ success: false, message: "Unsupported content type: send application/json." });
    }
    const upload = await send(createTestimonial, { headers: { ...json, authorization: `Bearer ${await adminToken()}` }, body: "{}" });
    expect(upload.status).toBe(415);
    expect(upload.body.message).toBe("Unsupported content type: send multipart/form-data.");
    expect(await writes()).toEqual(before);
  });

  it("accepts an empty body with no type where nothing is required", async () => {
    await adminToken();
    // A token of its own: logging out revokes it.
    const token = await issueAdminToken(await prisma.admin.findFirstOrThrow({ select: { id: true, token_version: true } }), { ip: "203.0.113.9", userAgent: "vitest" });
    const request = new Request("http://localhost/logout", { method: "POST", headers: { authorization: `Bearer ${token}` } });
    expect((await logout(request)).status).toBe(200);
  });
});

describe("cross-site requests", () => {
  it("refuses a write whose Origin is another site's, or that the browser marks cross-site", async () => {
    const before = await writes();
    const cases: Array<Record<string, string>> = [
      { origin: "https://attacker.example" },
      { origin: "null" },
      { origin: "http://localhost.attacker.example" },
      { "sec-fetch-site": "cross-site" },
      { origin: "https://attacker.example", "sec-fetch-site": "cross-site" },
    ];
    for (const handler of [forgotPassword, sendContact, sendEmail, logAdmin]) {
      for (const headers of cases) {
        const answer = await send(handler, { url: "http://localhost/test", headers: { ...json, ...headers }, body: JSON.stringify({ ...inquiry, username: "admin", password: "x" }) });
        expect(answer.status, JSON.stringify(headers)).toBe(403);
        expect(answer.body).toMatchObject({ success: false, message: "Cross-site requests are not allowed." });
      }
    }
    const admin = await send(createCounter, { headers: { ...json, authorization: `Bearer ${await adminToken()}`, origin: "https://attacker.example" }, body: JSON.stringify({ title: "X", counter_value: 1 }) });
    expect(admin.status).toBe(403);
    expect(await writes()).toEqual(before);
  });

  it("lets the site's own pages, SITE_URL and scripts through", async () => {
    const own: Array<Record<string, string>> = [
      { origin: "http://localhost", "sec-fetch-site": "same-origin" },
      { origin: "http://shop.example:8080", host: "shop.example:8080" },
      { "sec-fetch-site": "none" },
      {},
    ];
    process.env.SITE_URL = "https://www.ecopack.example";
    try {
      own.push({ origin: "https://www.ecopack.example", "sec-fetch-site": "same-site" });
      for (const headers of own) {
        const answer = await send(sendContact, { headers: { ...json, ...headers }, body: JSON.stringify(await withSolution(inquiry)) });
        expect(answer.status, JSON.stringify(headers)).toBe(200);
      }
    } finally {
      delete process.env.SITE_URL;
    }
    // A cross-site page may still read public content.
    const read = await send(listSubcategories, { method: "GET", url: "http://localhost/api/subcategories", headers: { origin: "https://attacker.example", "sec-fetch-site": "cross-site" } });
    expect(read.status).toBe(200);
  });
});

describe("ids", () => {
  it("answers 400 to a query or path id beyond int4, never 500", async () => {
    const query = await send(listSubcategories, { method: "GET", url: "http://localhost/api/subcategories?main_category_id=9999999999" });
    expect(query.status).toBe(400);
    expect(query.body).toMatchObject({ success: false, message: "Invalid main_category_id." });
    for (const id of ["9999999999", "2147483648", "0", "-1", "1e3", "abc"]) {
      const answer = await send(getTestimonial, { method: "GET", params: { id } });
      expect(answer.status, id).toBe(400);
      expect(answer.body.message).toBe("Invalid id.");
    }
    const patched = await send(patchInquiry, { method: "PATCH", headers: { ...json, authorization: `Bearer ${await adminToken()}` }, body: JSON.stringify({ handled: true }), params: { id: "9999999999" } });
    expect(patched.status).toBe(400);
    const largest = await send(getTestimonial, { method: "GET", params: { id: "2147483647" } });
    expect(largest.status).toBe(404);
  });
});

describe("text no database column stores", () => {
  const refusal = (field: string) => `${field} contains a character that is not allowed (NUL or an unpaired surrogate).`;
  type Body = { success: boolean; message: string; code?: string; details?: Record<string, string> };

  it("answers 400 naming the field to a NUL in the unauthenticated sign-in and reset calls, writing nothing", async () => {
    const before = await writes();
    const rows = await prisma.rateLimitBucket.count();
    const cases: Array<[Handler, string, string]> = [
      [logAdmin, '{"username":"admin\\u0000","password":"whatever-it-is"}', "username"],
      [logAdmin, JSON.stringify({ username: "admin", password: "pass\u0000word-long" }), "password"],
      [forgotPassword, '{"username":"ad\\u0000min"}', "username"],
    ];
    for (const [handler, body, field] of cases) {
      const answer = await send(handler, { headers: json, body });
      expect(answer.status, body).toBe(400);
      expect(answer.body as Body).toMatchObject({ success: false, code: "invalid_field", message: refusal(field), details: { [field]: refusal(field) } });
    }
    expect(await writes()).toEqual(before);
    expect(await prisma.rateLimitBucket.count()).toBe(rows);
  });

  it("refuses a lone surrogate escape, which would be stored as U+FFFD", async () => {
    const before = await writes();
    const answer = await send(sendContact, { headers: json, body: JSON.stringify({ ...inquiry, subject: "x" }).replace('"x"', '"\\ud800"') });
    expect(answer.status).toBe(400);
    expect((answer.body as Body).details).toEqual({ subject: refusal("subject") });
    expect(await writes()).toEqual(before);
  });

  it("names a nested field, and refuses a NUL in a multipart content create", async () => {
    const token = await adminToken();
    const counter = await send(createCounter, { headers: { ...json, authorization: `Bearer ${token}` }, body: JSON.stringify({ title: "Bags", counter_value: 5, extra: { list: ["ok", "b\u0000d"] } }) });
    expect((counter.body as Body).details).toEqual({ "extra.list.1": refusal("extra.list.1") });
    const before = await writes();
    const created = await send(createTestimonial, { headers: { authorization: `Bearer ${token}` }, body: await testimonialForm("Asha\u0000") });
    expect(created.status).toBe(400);
    expect(created.body as Body).toMatchObject({ code: "invalid_field", details: { user_name: refusal("user_name") } });
    expect(await writes()).toEqual(before);
  });
});
