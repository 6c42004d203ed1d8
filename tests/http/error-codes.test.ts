// The failure envelope's machine-readable `code` and the statuses behind it, through the real
// route handlers and a real database: every code of the table produced with its own status,
// upload refusals (413, 415, 400), ids beyond int4 (400), missing records (404), and the
// database's own refusals mapped once in the envelope.
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { issueAdminToken, readAdminToken, signAdminToken } from "@/lib/auth/admin-token";
import { hashPassword } from "@/lib/auth/password-hash";
import { encryptSecret } from "@/lib/auth/two-factor-cipher";
import { setTwoFactorRequiredForAll } from "@/lib/auth/two-factor-policy";
import { COLLECTIONS } from "@/lib/content/collections";
import { db } from "@/lib/db";
import { methodTable } from "@/lib/http/allowed-methods";
import { scanAppRoutes } from "@/lib/http/app-routes";
import { errorResponse } from "@/lib/http/envelope";
import { ERROR_CODES, type ErrorCode } from "@/lib/http/error-code";
import { tooManyRequests } from "@/lib/http/http-error";
import { refuseMalformedRequest } from "@/lib/http/refuse-malformed-request";
import { logger } from "@/lib/log/logger";
import { proxyImage } from "@/lib/proxy-image/proxy-image";
import { GET as dashboard } from "@/app/api/admin/dashboard/route";
import { GET as listAccounts } from "@/app/api/admin/accounts/route";
import { PATCH as changeAccount } from "@/app/api/admin/accounts/[id]/route";
import { POST as acceptInvite } from "@/app/api/admin/invite/accept/route";
import { GET as getCounter } from "@/app/api/counters/[id]/route";
import { PATCH as patchInquiry } from "@/app/api/leads/inquiries/[id]/route";
import { POST as changeUsername } from "@/app/change-username/route";
import { POST as sendContact } from "@/app/api/inquiry/send-contact/route";
import { api } from "../auth/support/auth-api";
import { issuePreviewToken, PREVIEW_TTL_SECONDS } from "@/lib/preview/preview-token";
import { GET as openPreview } from "@/app/api/preview/route";
import { call, files, uploadedFiles, validInput, type Answer } from "../content/fixtures";
import { ROUTES } from "../content/route-modules";

const prisma = await db();
const OVER_INT4 = "2147483648";

const jpegFile = (bytes: Buffer) => new File([new Uint8Array(bytes)], "photo.jpg", { type: "image/jpeg" });

/** An answer made by the envelope from what a library call threw. */
async function answerOf(work: () => Promise<unknown>): Promise<Answer> {
  const response = errorResponse(await work().then(() => undefined, (error: unknown) => error));
  return { status: response.status, headers: response.headers, body: await response.json() };
}

/** A request the start-up server refuses before any route runs. */
async function serverAnswer(method: string, target: string): Promise<Answer> {
  const methodsOf = methodTable(scanAppRoutes(path.join(process.cwd(), "app")));
  const server = http.createServer((req, res) => void (refuseMalformedRequest(req, res, methodsOf) || res.end()));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${target}`, { method });
    return { status: response.status, headers: response.headers, body: await response.json() };
  } finally {
    server.close();
  }
}

const counterInput = () => validInput(COLLECTIONS.counters);

/** Codes in the table no branch of this checkout produces yet, and what will. */
const RESERVED: Partial<Record<ErrorCode, string>> = {
};

/** An editor's token, made straight in the database. */
async function editorToken(): Promise<string> {
  const editor = await prisma.admin.create({ data: { username: "an-editor", email: "editor@example.com", password_hash: "x", role: "editor" } });
  return issueAdminToken(editor, { ip: "203.0.113.9", userAgent: "vitest" });
}

/** One real way to each code: a route handler on the test database unless said otherwise. */
const PRODUCERS: Partial<Record<ErrorCode, () => Promise<Answer>>> = {
  validation_failed: () => call(getCounter, { params: { id: OVER_INT4 } }),
  invalid_field: () => call(ROUTES.sliders.create, { auth: true, form: { description: "D" } }),
  limit_reached: async () => {
    for (let i = 0; i < COLLECTIONS.counters.limit!.max; i++) expect((await call(ROUTES.counters.create, { auth: true, json: await counterInput() })).status).toBe(201);
    return call(ROUTES.counters.create, { auth: true, json: await counterInput() });
  },
  unsupported_file_type: async () => call(ROUTES.sliders.create, { auth: true, form: { title: "T", description: "D", image: await files.svg() } }),
  file_too_large: async () => call(ROUTES.valuedClients.create, { auth: true, form: { logo: await files.oversizeJpeg() } }),
  unauthorized: () => call(ROUTES.sliders.create, { form: { title: "T" } }),
  preview_link_invalid: async () => call(openPreview, { url: `http://localhost/api/preview?token=${await issuePreviewToken("/", 1)}x` }),
  preview_link_expired: async () => {
    const url = `http://localhost/api/preview?token=${await issuePreviewToken("/", 1)}`;
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Date.now() + (PREVIEW_TTL_SECONDS + 1) * 1000);
      return await call(openPreview, { url });
    } finally {
      vi.useRealTimers();
    }
  },
  password_change_required: async () => {
    const admin = await prisma.admin.create({ data: { username: "first-start", email: "first@example.com", password_hash: "x", must_change_password: true } });
    return call(dashboard, { auth: `Bearer ${await issueAdminToken(admin, { ip: "203.0.113.9", userAgent: "vitest" })}` });
  },
  // An account with two factors on, signing in with its password alone (contract §8).
  two_factor_required: async () => {
    const admin = await prisma.admin.create({ data: { username: "two-factors", email: "two@example.com", password_hash: await hashPassword("two-factors-password") } });
    await prisma.twoFactor.create({ data: { admin_id: admin.id, secret: await encryptSecret(admin.id, "JBSWY3DPEHPK3PXP"), enabled_at: new Date() } });
    return api.login({ username: "two-factors", password: "two-factors-password" }, { address: "198.51.100.25" });
  },
  // Two factors required for every account, and this one has none.
  two_factor_setup_required: async () => {
    await setTwoFactorRequiredForAll(true);
    try {
      return await call(dashboard, { auth: true });
    } finally {
      await setTwoFactorRequiredForAll(false);
    }
  },
  forbidden: async () => call(listAccounts, { auth: `Bearer ${await editorToken()}` }),
  // The signed-in administrator, made the only enabled owner, demoting itself.
  last_owner: async () => {
    const owner = await prisma.admin.findUniqueOrThrow({ where: { username: "admin" } });
    await prisma.admin.updateMany({ where: { id: { not: owner.id } }, data: { role: "editor" } });
    return call(changeAccount, { method: "PATCH", auth: true, params: { id: String(owner.id) }, json: { role: "editor" } });
  },
  invite_invalid: () => call(acceptInvite, { json: { token: "no-such-invite", password: "a-long-enough-passphrase" } }),
  cross_site_refused: async () => call(ROUTES.counters.create, { auth: true, json: await counterInput(), headers: { origin: "https://elsewhere.example" } }),
  not_found: () => call(ROUTES.counters.remove, { method: "DELETE", auth: true, params: { id: "2147483647" } }),
  // The start-up server's refusal, before Next.
  method_not_allowed: () => serverAnswer("DELETE", "/api/gallery"),
  conflict: async () => {
    await prisma.admin.create({ data: { username: "taken-name", email: "taken@example.com", password_hash: "x" } });
    return call(changeUsername, { auth: true, json: { newUsername: "taken-name" } });
  },
  payload_too_large: () => call(ROUTES.counters.create, { auth: true, json: { title: "x".repeat(70 * 1024), counter_value: 1 } }),
  unsupported_media_type: async () => call(ROUTES.counters.create, { auth: true, form: await counterInput() }),
  rate_limited: async () => {
    const address = { address: "198.51.100.24" };
    for (let i = 0; i < 5; i++) expect((await api.forgotPassword({ username: "nobody-here" }, address)).status).toBe(200);
    return api.forgotPassword({ username: "nobody-here" }, address);
  },
  internal_error: async () => {
    vi.spyOn(logger(), "error").mockImplementation(() => undefined as never);
    await prisma.$executeRawUnsafe('ALTER TABLE "counters" RENAME TO "counters_away"');
    try {
      return await call(ROUTES.counters.remove, { method: "DELETE", auth: true, params: { id: "1" } });
    } finally {
      await prisma.$executeRawUnsafe('ALTER TABLE "counters_away" RENAME TO "counters"');
      vi.restoreAllMocks();
    }
  },
  // A contact post whose proof of work is forged (contract §9).
  challenge_failed: () =>
    call(sendContact, {
      json: { name: "Ravi", contactNo: "+91 98765 43210", email: "ravi@example.com", subject: "Bulk order", message: "Prices?", altcha: btoa(JSON.stringify({ algorithm: "SHA-256", challenge: "0", number: 1, salt: "s", signature: "forged" })) },
    }),
  // The image proxy, handed a resolver that finds no address and a cap of no fetches at once.
  bad_gateway: () => answerOf(() => proxyImage("https://images.example/a.png", new Request("http://localhost/proxy-image"), { resolve: async () => [] })),
  service_unavailable: () => answerOf(() => proxyImage("https://images.example/a.png", new Request("http://localhost/proxy-image"), { maxInFlight: 0 })),
};

describe("every code of the table", () => {
  it("is produced below, or reserved for what will produce it", () => {
    expect(Object.keys({ ...PRODUCERS, ...RESERVED }).sort()).toEqual(Object.keys(ERROR_CODES).sort());
    expect(Object.keys(PRODUCERS).filter((code) => code in RESERVED)).toEqual([]);
  });

  it.each(Object.entries(PRODUCERS))("%s: its own status, message and error", async (code, produce) => {
    const answer = await produce!();
    expect(answer.status).toBe(ERROR_CODES[code as ErrorCode].status);
    expect(answer.body).toMatchObject({ success: false, code, message: expect.any(String) });
    expect(answer.body.error).toBe(answer.body.message);
    if (code === "invalid_field") expect(answer.body.details).toMatchObject({ title: answer.body.message });
  });
});

describe("upload refusals", () => {
  it("an image over 10 MB answers 413 file_too_large with the specification's text", async () => {
    const answer = await call(ROUTES.valuedClients.create, { auth: true, form: { logo: await files.oversizeJpeg() } });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ success: false, code: "file_too_large", message: "Images may be at most 10 MB.", error: "Images may be at most 10 MB." });
    expect(await uploadedFiles()).toEqual([]);
  });

  it("a file of a type the field does not take answers 415 unsupported_file_type", async () => {
    const answer = await call(ROUTES.sliders.create, { auth: true, form: { title: "T", description: "D", image: await files.svg() } });
    expect(answer.status).toBe(415);
    expect(answer.body).toMatchObject({ code: "unsupported_file_type", message: "Only JPEG, PNG, GIF or WebP images are allowed." });
    expect(await prisma.slider.count()).toBe(0);
  });

  it("a damaged image answers 400 validation_failed", async () => {
    const damaged = jpegFile(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]));
    const answer = await call(ROUTES.sliders.create, { auth: true, form: { title: "T", description: "D", image: damaged } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: "validation_failed", message: "The image file is damaged and cannot be read." });
    expect(await uploadedFiles()).toEqual([]);
  });
});

describe("record ids", () => {
  it.each([
    ["GET a counter", () => call(getCounter, { params: { id: OVER_INT4 } })],
    ["PUT a testimonial", () => call(ROUTES.testimonials.update!, { method: "PUT", auth: true, params: { id: OVER_INT4 }, form: { name: "N" } })],
    ["DELETE a slider", () => call(ROUTES.sliders.remove, { method: "DELETE", auth: true, params: { id: "99999999999" } })],
    ["PATCH an inquiry", () => call(patchInquiry, { method: "PATCH", auth: true, params: { id: OVER_INT4 }, json: { handled: true } })],
  ])("%s with an id beyond int4 answers 400, never a database error", async (_, send) => {
    const answer = await send();
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, code: "validation_failed", message: "Invalid id." });
  });

  it("the largest int4 id is an id: a missing record, 404 not_found", async () => {
    const answer = await call(ROUTES.counters.remove, { method: "DELETE", auth: true, params: { id: "2147483647" } });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ code: "not_found", message: "Counter not found." });
  });

  it("a token naming an administrator id beyond int4 is no token", async () => {
    const sessionId = crypto.randomUUID();
    expect(await readAdminToken(await signAdminToken({ adminId: Number(OVER_INT4), version: 0, sessionId }))).toBeNull();
    expect(await readAdminToken(await signAdminToken({ adminId: 7, version: 0, sessionId }))).toMatchObject({ adminId: 7 });
  });
});

describe("missing records", () => {
  it("updating or deleting a record that does not exist answers 404 not_found", async () => {
    const update = await call(ROUTES.testimonials.update!, { method: "PUT", auth: true, params: { id: "424242" }, form: { name: "N" } });
    expect(update.status).toBe(404);
    expect(update.body).toMatchObject({ success: false, code: "not_found", message: "Testimonial not found." });
    const remove = await call(ROUTES.sliders.remove, { method: "DELETE", auth: true, params: { id: "424242" } });
    expect(remove.status).toBe(404);
    expect(remove.body.code).toBe("not_found");
  });
});

describe("database refusals mapped in the envelope", () => {
  it("a write whose record is gone (P2025) answers 404 not_found, not a 500", async () => {
    const error = await prisma.slider.update({ where: { id: 424242 }, data: { title: "T" } }).catch((e: unknown) => e);
    const response = errorResponse(error);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ success: false, code: "not_found", message: "Not found." });
  });

  it("a unique value taken (P2002) answers 409 conflict", async () => {
    await prisma.admin.create({ data: { username: "twice", email: "a@example.com", password_hash: "x" } });
    const error = await prisma.admin.create({ data: { username: "twice", email: "b@example.com", password_hash: "x" } }).catch((e: unknown) => e);
    const response = errorResponse(error);
    expect(response.status).toBe(409);
    expect((await response.json()).code).toBe("conflict");
  });

  it("a relation refused (P2003) answers 409 conflict", async () => {
    const error = await prisma.subcategory.create({ data: { title: "S", description: "D", product_image: "/uploads/s.jpg", main_category_id: 424242 } }).catch((e: unknown) => e);
    const response = errorResponse(error);
    expect(response.status).toBe(409);
    expect((await response.json()).code).toBe("conflict");
  });
});

describe("every failure envelope has a code", () => {
  it("401 unauthorized without a token", async () => {
    const answer = await call(ROUTES.sliders.create, { form: { title: "T" } });
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ success: false, code: "unauthorized" });
    expect(answer.body.message).toBe(answer.body.error);
  });

  it("429 rate_limited, keeping Retry-After", async () => {
    const response = errorResponse(tooManyRequests(5));
    expect(response.status).toBe(429);
    expect(response.headers.get("Retry-After")).toBe("5");
    expect((await response.json()).code).toBe("rate_limited");
  });

  it("500 internal_error, with nothing of the error in it", async () => {
    const log = vi.spyOn(logger(), "error").mockImplementation(() => undefined as never);
    const response = errorResponse(new Error("secret detail"));
    log.mockRestore();
    expect(response.status).toBe(500);
    const body = await response.json();
    expect(body).toMatchObject({ success: false, code: "internal_error", message: "Something went wrong: please try again later." });
    expect(JSON.stringify(body)).not.toContain("secret");
  });
});
