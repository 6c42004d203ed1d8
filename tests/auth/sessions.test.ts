import { SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { DELETE as endOthersRoute, GET as listRoute } from "@/app/api/admin/sessions/route";
import { DELETE as endOneRoute } from "@/app/api/admin/sessions/[id]/route";
import { signAdminToken } from "@/lib/auth/admin-token";
import { hashPassword } from "@/lib/auth/password-hash";
import { signingKey } from "@/lib/auth/signing-key";
import { LAST_SEEN_INTERVAL_MS } from "@/lib/auth/touch-session";
import { sweepSessions } from "@/lib/auth/sweep-sessions";
import { db } from "@/lib/db";
import { backgroundTasksSettled } from "@/lib/server/background-tasks";
import { otpFrom, readable, readOutbox } from "../mail/support/mail-capture";
import { ADMIN_PASSWORD, ADMIN_USERNAME, api, bearer, call, createAdmin, DEFAULT_ADDRESS, tokenFor, type Answer } from "./support/auth-api";

const OTHER = { username: "second-admin", password: "second-admin-password" };
const DAY_MS = 24 * 60 * 60 * 1000;

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString("utf8")) as { sub: string; sid: string; exp: number };

const sessions = {
  list: (token: string) => call(listRoute, "GET", "/api/admin/sessions", undefined, bearer(token)),
  endOthers: (token: string) => call(endOthersRoute, "DELETE", "/api/admin/sessions", undefined, bearer(token)),
  endOne: async (token: string, id: string): Promise<Answer> => {
    const request = new Request(`http://localhost/api/admin/sessions/${encodeURIComponent(id)}`, {
      method: "DELETE",
      headers: { authorization: `Bearer ${token}`, "x-ecopack-client-address": DEFAULT_ADDRESS },
    });
    const response = await endOneRoute(request, { params: Promise.resolve({ id }) });
    return { status: response.status, headers: response.headers, body: await response.json() };
  },
};

const works = async (token: string) => (await api.dashboard(bearer(token))).status;

beforeAll(async () => {
  await createAdmin();
  const prisma = await db();
  await prisma.admin.create({ data: { username: OTHER.username, email: "second@ecopack.test", password_hash: await hashPassword(OTHER.password), role: "editor" } });
});

describe("a session per sign-in", () => {
  it("records each login with its address and browser, and names it in the token", async () => {
    const prisma = await db();
    const token = await tokenFor(ADMIN_USERNAME, ADMIN_PASSWORD, "198.51.100.7");
    const { sid, sub, exp } = claimsOf(token);
    const row = await prisma.adminSession.findUniqueOrThrow({ where: { id: sid } });
    expect(row).toMatchObject({ admin_id: Number(sub), address: "198.51.100.7", user_agent: "vitest", ended_at: null });
    expect(row.expires_at.getTime()).toBe(exp * 1000);
    const again = await tokenFor(ADMIN_USERNAME, ADMIN_PASSWORD, "198.51.100.7");
    expect(claimsOf(again).sid).not.toBe(sid);
    expect(await prisma.adminSession.count({ where: { id: { in: [sid, claimsOf(again).sid] } } })).toBe(2);
  });

  it("refuses a token whose session is unknown, ended or past its expiry, even with the right key", async () => {
    const prisma = await db();
    const token = await tokenFor();
    const { sid, sub } = claimsOf(token);
    expect(await works(token)).toBe(200);
    // Signed with the real key but naming no session at all (as tokens did before sessions).
    const noSession = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(sub)
      .setIssuer("ecopack-admin")
      .setAudience("ecopack-admin")
      .setJti(crypto.randomUUID())
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(await signingKey());
    expect(await works(noSession)).toBe(401);
    // Signed by the server itself, for a session that does not exist.
    expect(await works(await signAdminToken({ adminId: Number(sub), version: 0, sessionId: crypto.randomUUID() }))).toBe(401);
    // Another account's session under this account's id.
    const other = await tokenFor(OTHER.username, OTHER.password);
    expect(await works(await signAdminToken({ adminId: Number(sub), version: 0, sessionId: claimsOf(other).sid }))).toBe(401);
    await prisma.adminSession.update({ where: { id: sid }, data: { expires_at: new Date(Date.now() - 1000) } });
    expect(await works(token)).toBe(401);
  });
});

describe("GET /api/admin/sessions", () => {
  it("lists the account's own live sessions, newest first, the asking one marked current", async () => {
    const prisma = await db();
    const admin = await prisma.admin.findUniqueOrThrow({ where: { username: ADMIN_USERNAME } });
    // A clean slate for this account: what the tests above started is over.
    await prisma.adminSession.updateMany({ where: { admin_id: admin.id }, data: { ended_at: new Date() } });
    const first = await tokenFor(ADMIN_USERNAME, ADMIN_PASSWORD, "198.51.100.1");
    const second = await tokenFor(ADMIN_USERNAME, ADMIN_PASSWORD, "198.51.100.2");
    await tokenFor(OTHER.username, OTHER.password, "198.51.100.3");
    // Made an hour older, so "newest first" does not hang on how long each sign-in took.
    await prisma.adminSession.update({ where: { id: claimsOf(first).sid }, data: { created_at: new Date(Date.now() - 3_600_000) } });

    const answer = await sessions.list(first);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.body.message).toBe("2 live sessions.");
    expect(answer.body.data).toEqual([
      { id: claimsOf(second).sid, created_at: expect.any(String), last_seen_at: expect.any(String), address: "198.51.100.2", user_agent: "vitest", current: false },
      { id: claimsOf(first).sid, created_at: expect.any(String), last_seen_at: expect.any(String), address: "198.51.100.1", user_agent: "vitest", current: true },
    ]);
    expect((await sessions.list(second)).body.data.map((item: { current: boolean }) => item.current)).toEqual([true, false]);
  });

  it("answers 401 without a token", async () => {
    const answer = await call(listRoute, "GET", "/api/admin/sessions");
    expect(answer.status).toBe(401);
    expect(answer.body.success).toBe(false);
  });
});

describe("DELETE /api/admin/sessions/{id}", () => {
  it("ends one session: that token's next request is refused, the others keep working", async () => {
    const keeper = await tokenFor();
    const ended = await tokenFor();
    const answer = await sessions.endOne(keeper, claimsOf(ended).sid);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, message: "Session ended. That browser is signed out at its next step.", data: { id: claimsOf(ended).sid } });
    expect(await works(ended)).toBe(401);
    expect((await sessions.list(ended)).status).toBe(401);
    expect(await works(keeper)).toBe(200);
    expect((await sessions.list(keeper)).body.data.map((item: { id: string }) => item.id)).not.toContain(claimsOf(ended).sid);
    // Over already: 404, nothing changed.
    expect((await sessions.endOne(keeper, claimsOf(ended).sid)).status).toBe(404);
  });

  it("answers 404 for another account's session and leaves it live", async () => {
    const mine = await tokenFor();
    const theirs = await tokenFor(OTHER.username, OTHER.password);
    const answer = await sessions.endOne(mine, claimsOf(theirs).sid);
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ success: false, code: "not_found", message: "No such live session: it may have ended already." });
    expect(await works(theirs)).toBe(200);
  });

  it("answers 404 for an unknown or malformed id, never a crash", async () => {
    const token = await tokenFor();
    for (const id of [crypto.randomUUID(), "7", "not-a-uuid", "' OR 1=1 --", "%00", "x".repeat(5000)]) {
      const answer = await sessions.endOne(token, id);
      expect(answer.status, id.slice(0, 20)).toBe(404);
      expect(answer.body.code).toBe("not_found");
    }
    expect(await works(token)).toBe(200);
  });

  it("ends the asking session itself, which signs it out", async () => {
    const token = await tokenFor();
    expect((await sessions.endOne(token, claimsOf(token).sid)).status).toBe(200);
    expect(await works(token)).toBe(401);
  });
});

describe("DELETE /api/admin/sessions (all others)", () => {
  it("ends every other session of the account, keeps the asking one and other accounts'", async () => {
    const prisma = await db();
    const current = await tokenFor();
    const others = [await tokenFor(), await tokenFor()];
    const theirs = await tokenFor(OTHER.username, OTHER.password);
    const live = await prisma.adminSession.count({ where: { admin_id: Number(claimsOf(current).sub), ended_at: null, expires_at: { gt: new Date() } } });

    const answer = await sessions.endOthers(current);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, message: `Ended ${live - 1} other sessions.`, data: { ended: live - 1 } });
    for (const token of others) expect(await works(token)).toBe(401);
    expect(await works(current)).toBe(200);
    expect(await works(theirs)).toBe(200);
    expect((await sessions.list(current)).body.data).toEqual([expect.objectContaining({ id: claimsOf(current).sid, current: true })]);

    const again = await sessions.endOthers(current);
    expect(again.body).toEqual({ success: true, message: "No other session was live.", data: { ended: 0 } });
  });
});

describe("what else ends sessions", () => {
  it("logging out ends the session", async () => {
    const prisma = await db();
    const token = await tokenFor();
    expect((await api.logout(undefined, bearer(token))).status).toBe(200);
    const row = await prisma.adminSession.findUniqueOrThrow({ where: { id: claimsOf(token).sid } });
    expect(row.ended_at).not.toBeNull();
    expect(await works(token)).toBe(401);
  });

  it("a password change ends every session of the account, and only of that account", async () => {
    const prisma = await db();
    const tokens = [await tokenFor(OTHER.username, OTHER.password), await tokenFor(OTHER.username, OTHER.password)];
    const bystander = await tokenFor();
    const newPassword = "second-admin-password-2";
    const changed = await api.changePassword({ username: OTHER.username, oldPassword: OTHER.password, newPassword, confirmPassword: newPassword });
    expect(changed.status).toBe(200);
    const otherId = Number(claimsOf(tokens[0]!).sub);
    expect(await prisma.adminSession.count({ where: { admin_id: otherId, ended_at: null } })).toBe(0);
    for (const token of tokens) expect(await works(token)).toBe(401);
    expect(await works(bystander)).toBe(200);
    const fresh = await tokenFor(OTHER.username, newPassword);
    expect((await sessions.list(fresh)).body.data).toHaveLength(1);
    OTHER.password = newPassword;
  });

  it("a password reset by mailed code ends every session of the account", async () => {
    const prisma = await db();
    const tokens = [await tokenFor(), await tokenFor()];
    expect((await api.forgotPassword({ username: ADMIN_USERNAME })).status).toBe(200);
    await backgroundTasksSettled();
    const mail = readOutbox().map((entry) => readable(entry.raw)).findLast((raw) => /^\d{6}\r?$/m.test(raw))!;
    const newPassword = "reset-by-code-password";
    const reset = await api.verifyOtp({ username: ADMIN_USERNAME, otp: otpFrom(mail), newPassword, confirmPassword: newPassword });
    expect(reset.status).toBe(200);
    expect(await prisma.adminSession.count({ where: { admin_id: Number(claimsOf(tokens[0]!).sub), ended_at: null } })).toBe(0);
    for (const token of tokens) expect(await works(token)).toBe(401);
    const fresh = await tokenFor(ADMIN_USERNAME, newPassword);
    expect(await works(fresh)).toBe(200);
    // Back to the password the other tests sign in with.
    await prisma.admin.update({ where: { username: ADMIN_USERNAME }, data: { password_hash: await hashPassword(ADMIN_PASSWORD) } });
  });
});

describe("last activity", () => {
  it("moves last_seen_at forward at most once a minute", async () => {
    const prisma = await db();
    const token = await tokenFor();
    const where = { id: claimsOf(token).sid };
    const lastSeen = async () => (await prisma.adminSession.findUniqueOrThrow({ where })).last_seen_at.getTime();

    // Seen 30 s ago: requests leave it alone.
    const recent = new Date(Date.now() - LAST_SEEN_INTERVAL_MS / 2);
    await prisma.adminSession.update({ where, data: { last_seen_at: recent } });
    await works(token);
    await works(token);
    await backgroundTasksSettled();
    expect(await lastSeen()).toBe(recent.getTime());

    // Seen 2 minutes ago: the next request moves it to now, the ones right after do not write again.
    await prisma.adminSession.update({ where, data: { last_seen_at: new Date(Date.now() - 2 * LAST_SEEN_INTERVAL_MS) } });
    const before = Date.now();
    await works(token);
    await backgroundTasksSettled();
    const moved = await lastSeen();
    expect(moved).toBeGreaterThanOrEqual(before - 5);
    await works(token);
    await backgroundTasksSettled();
    expect(await lastSeen()).toBe(moved);
  });
});

describe("the sweep", () => {
  it("deletes sessions over for more than a month, but keeps each account's newest and every live one", async () => {
    const prisma = await db();
    const lone = await prisma.admin.create({ data: { username: "sweep-lone", email: "lone@ecopack.test", password_hash: "x" } });
    const busy = await prisma.admin.create({ data: { username: "sweep-busy", email: "busy@ecopack.test", password_hash: "x" } });
    const longAgo = new Date(Date.now() - 40 * DAY_MS);
    const row = (admin_id: number, created_at: Date, data: { ended_at?: Date; expires_at: Date }) =>
      prisma.adminSession.create({ data: { admin_id, created_at, address: "192.0.2.1", user_agent: "vitest", ...data } });
    const loneOld = await row(lone.id, longAgo, { expires_at: new Date(longAgo.getTime() + 8 * 3_600_000) });
    const busyEnded = await row(busy.id, new Date(longAgo.getTime() - DAY_MS), { ended_at: longAgo, expires_at: new Date(longAgo.getTime() + 3_600_000) });
    const busyExpired = await row(busy.id, longAgo, { expires_at: new Date(longAgo.getTime() + 8 * 3_600_000) });
    const busyRecent = await row(busy.id, new Date(Date.now() - 10 * DAY_MS), { ended_at: new Date(Date.now() - 10 * DAY_MS), expires_at: new Date(Date.now() - 9 * DAY_MS) });
    const busyLive = await row(busy.id, new Date(), { expires_at: new Date(Date.now() + 3_600_000) });

    expect(await sweepSessions()).toBe(2);
    const left = await prisma.adminSession.findMany({ where: { admin_id: { in: [lone.id, busy.id] } }, select: { id: true } });
    expect(left.map((entry) => entry.id).sort()).toEqual([loneOld.id, busyRecent.id, busyLive.id].sort());
    expect(await prisma.adminSession.count({ where: { id: { in: [busyEnded.id, busyExpired.id] } } })).toBe(0);
    expect(await sweepSessions()).toBe(0);
  });
});
