import { SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { signingKey } from "@/lib/auth/signing-key";
import { COLLECTION_LIST } from "@/lib/content/collections";
import { db } from "@/lib/db";
import { ADMIN_EMAIL, ADMIN_USERNAME, api, bearer, createAdmin, tokenFor } from "./support/auth-api";

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
const parts = (token: string) => token.split(".") as [string, string, string];
const claimsOf = (token: string) => JSON.parse(Buffer.from(parts(token)[1], "base64url").toString("utf8"));

let token: string;
let adminId: number;

beforeAll(async () => {
  await createAdmin();
  token = await tokenFor();
  adminId = Number(claimsOf(token).sub);
});

/** A token with the real key and the given changes to the real claims (its session is the login's). */
async function signed(change: { issuer?: string; audience?: string; expiresAt?: number; key?: Uint8Array }) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ ver: 0, sid: claimsOf(token).sid })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(adminId))
    .setIssuer(change.issuer ?? "ecopack-admin")
    .setAudience(change.audience ?? "ecopack-admin")
    .setJti(crypto.randomUUID())
    .setIssuedAt(now - 7200)
    .setExpirationTime(change.expiresAt ?? now + 3600)
    .sign(change.key ?? (await signingKey()));
}

describe("GET /api/admin/dashboard (the JSON side of /admin/dashboard)", () => {
  it("accepts the token as `Bearer <t>` and as a raw `<t>`", async () => {
    for (const authorization of [`Bearer ${token}`, token, `bearer ${token}`]) {
      const answer = await api.dashboard({ headers: { authorization } });
      expect(answer.status, authorization.slice(0, 10)).toBe(200);
      expect(answer.body.message).toBe(`Welcome to the admin dashboard, ${ADMIN_USERNAME}!`);
    }
  });

  it("answers the user, a count per section and the open leads", async () => {
    const prisma = await db();
    await prisma.slider.create({ data: { title: "A", description: "B", image: "/uploads/a.png" } });
    await prisma.counter.createMany({ data: [{ title: "Clients", counter_value: 10 }, { title: "Years", counter_value: 5 }] });
    const lead = { name: "N", contact_no: "1", email: "n@example.com", subject: "S", message: "M", ip: "1.1.1.1" };
    // Only New leads are waiting: neither one a person followed up nor spam.
    await prisma.inquiry.createMany({ data: [lead, { ...lead, status: "contacted", handled_at: new Date() }, { ...lead, status: "spam" }] });
    await prisma.brochureRequest.create({ data: { name: "N", contact: "1", email: "n@example.com", ip: "1.1.1.1" } });

    const answer = await api.dashboard(bearer(token));
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.body).toEqual({
      success: true,
      message: `Welcome to the admin dashboard, ${ADMIN_USERNAME}!`,
      data: {
        user: { id: adminId, username: ADMIN_USERNAME, email: ADMIN_EMAIL },
        // Every content type is counted; this test made a slider and two counters.
        counts: { ...Object.fromEntries(COLLECTION_LIST.map((def) => [def.key, 0])), sliders: 1, counters: 2 },
        leads: { unhandledInquiries: 1, unhandledBrochureRequests: 1 },
        // Not production: no SMTP_URL is expected, nothing to warn about.
        warnings: [],
        demoContent: { records: 0 },
      },
    });
  });

  it("answers 401 without a token", async () => {
    const variants: Array<Record<string, string>> = [{}, { authorization: "" }, { authorization: "Bearer" }, { authorization: "Bearer null" }, { authorization: "undefined" }];
    for (const headers of variants) {
      const answer = await api.dashboard({ headers });
      expect(answer.status, JSON.stringify(headers)).toBe(401);
      expect(answer.body.success).toBe(false);
      expect(answer.body.error).toBe(answer.body.message);
    }
  });

  it("answers 401 to garbage", async () => {
    for (const garbage of ["abc", "a.b.c", "....", `${token}x`, "eyJhbGciOiJIUzI1NiJ9.e30.", "Basic dXNlcjpwYXNz"]) {
      expect((await api.dashboard({ headers: { authorization: garbage } })).status, garbage).toBe(401);
    }
  });

  it("answers 401 to a token whose signature was changed", async () => {
    const [header, payload, signature] = parts(token);
    const flipped = (signature[0] === "A" ? "B" : "A") + signature.slice(1);
    expect((await api.dashboard(bearer(`${header}.${payload}.${flipped}`))).status).toBe(401);
  });

  it("answers 401 to a token whose claims were changed under the old signature", async () => {
    const [header, , signature] = parts(token);
    const claims = { ...claimsOf(token), exp: Math.floor(Date.now() / 1000) + 365 * 86400 };
    expect((await api.dashboard(bearer(`${header}.${b64url(claims)}.${signature}`))).status).toBe(401);
  });

  it("answers 401 to an unsigned `alg: none` token", async () => {
    const claims = claimsOf(token);
    for (const header of [{ alg: "none" }, { alg: "none", typ: "JWT" }, { alg: "NONE" }]) {
      const unsigned = `${b64url(header)}.${b64url(claims)}.`;
      expect((await api.dashboard(bearer(unsigned))).status).toBe(401);
      expect((await api.dashboard({ headers: { authorization: unsigned } })).status).toBe(401);
    }
  });

  it("answers 401 to a wrong issuer or audience even with the right key", async () => {
    const control = await signed({});
    expect((await api.dashboard(bearer(control))).status).toBe(200);
    expect((await api.dashboard(bearer(await signed({ issuer: "someone-else" })))).status).toBe(401);
    expect((await api.dashboard(bearer(await signed({ audience: "someone-else" })))).status).toBe(401);
  });

  it("answers 401 to an expired token", async () => {
    const expired = await signed({ expiresAt: Math.floor(Date.now() / 1000) - 60 });
    const answer = await api.dashboard(bearer(expired));
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ success: false });
  });

  it("answers 401 to a token signed with another key", async () => {
    const foreign = await signed({ key: new TextEncoder().encode("another-secret-that-is-long-enough-for-hs256") });
    expect((await api.dashboard(bearer(foreign))).status).toBe(401);
  });

  it("answers 401 once the administrator no longer exists", async () => {
    const prisma = await db();
    const other = await prisma.admin.create({ data: { username: "temporary", email: "t@ecopack.test", password_hash: "x" } });
    const session = await prisma.adminSession.create({ data: { admin_id: other.id, address: "203.0.113.5", user_agent: "vitest", expires_at: new Date(Date.now() + 3_600_000) } });
    const orphan = await new SignJWT({ ver: 0, sid: session.id })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(String(other.id))
      .setIssuer("ecopack-admin")
      .setAudience("ecopack-admin")
      .setJti(crypto.randomUUID())
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(await signingKey());
    expect((await api.dashboard(bearer(orphan))).status).toBe(200);
    await prisma.admin.delete({ where: { id: other.id } });
    expect((await api.dashboard(bearer(orphan))).status).toBe(401);
  });
});
