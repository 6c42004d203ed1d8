// Team accounts (contract §8) through the real route handlers and the test database: the list,
// the invite and its one-time link, role and disabled changes, deletion, the last enabled owner
// kept, and editors refused on every owner-only route the app declares. With TEST_DATABASE_URL
// the races run on PostgreSQL, where they fail without the row lock of lib/account/last-owner.ts.
import path from "node:path";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ACCOUNT } from "@/lib/account/account-texts";
import { changeAccount } from "@/lib/account/change-account";
import { deleteAccount } from "@/lib/account/delete-account";
import { ACCOUNT_TEXT } from "@/lib/auth/auth-texts";
import type { DeclaredRoute } from "@/lib/api/route";
import { db } from "@/lib/db";
import { scanAppRoutes } from "@/lib/http/app-routes";
import { logger } from "@/lib/log/logger";
import { GET as trashRoute } from "@/app/api/admin/trash/route";
import { ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_USERNAME, api, createAdmin, tokenFor } from "../auth/support/auth-api";
import { call } from "../content/fixtures";
import { startSmtpCapture } from "../mail/support/mail-capture";
import { accountsApi, bearer, inviteTokenFor, makeAccount } from "./support/accounts-api";

const prisma = await db();
let ownerToken: string;
let ownerId: number;

beforeAll(async () => {
  await createAdmin();
  ownerToken = await tokenFor();
  ownerId = (await prisma.admin.findUniqueOrThrow({ where: { username: ADMIN_USERNAME } })).id;
});

// Each test starts from the first owner alone, its role and flag as first made.
beforeEach(async () => {
  await prisma.admin.deleteMany({ where: { id: { not: ownerId } } });
  await prisma.admin.update({ where: { id: ownerId }, data: { role: "owner", disabled: false } });
  await prisma.rateLimitBucket.deleteMany({});
});

const STRONG = "a-long-enough-passphrase";
/** Who the direct service calls of the race tests act as. */
const RACE_ACTOR = { id: 1, username: "race", address: "203.0.113.9" };

describe("the first owner", () => {
  it("is made from ADMIN_USERNAME / ADMIN_PASSWORD as an enabled owner", async () => {
    const answer = await accountsApi.me(ownerToken);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ id: ownerId, username: ADMIN_USERNAME, email: ADMIN_EMAIL, role: "owner" });
  });
});

describe("GET /api/admin/accounts", () => {
  it("lists every account oldest first, with role, flag and invite state, never a hash", async () => {
    const editor = await makeAccount("editor", { disabled: true });
    const answer = await accountsApi.list(ownerToken);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.body.message).toBe("2 accounts.");
    expect(answer.body.data).toEqual([
      { id: ownerId, username: ADMIN_USERNAME, email: ADMIN_EMAIL, role: "owner", disabled: false, invited: false, created_at: expect.any(String) },
      { id: editor.id, username: editor.username, email: `${editor.username}@ecopack.test`, role: "editor", disabled: true, invited: false, created_at: expect.any(String) },
    ]);
    expect(JSON.stringify(answer.body)).not.toMatch(/password|token_version/);
  });
});

describe("POST /api/admin/accounts and the invite link", () => {
  it("makes an account nobody can sign in to, mails a one-time link, and the link sets the password once", async () => {
    const answer = await accountsApi.invite(ownerToken, { username: "maya", email: "maya@ecopack.test", role: "editor" });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ success: true, message: "Invitation sent to maya.", data: { username: "maya", email: "maya@ecopack.test", role: "editor", disabled: false, invited: true } });
    const token = await inviteTokenFor("maya@ecopack.test");
    // Only the token's hash is kept.
    expect(JSON.stringify(await prisma.adminInvite.findMany())).not.toContain(token);
    expect((await api.login({ username: "maya", password: token })).status).toBe(401);

    const accepted = await accountsApi.accept({ token, password: STRONG });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ success: true, message: ACCOUNT.inviteAccepted, data: { username: "maya" } });
    const login = await api.login({ username: "maya", password: STRONG });
    expect(login.status).toBe(200);
    expect((await accountsApi.me(login.body.token)).body.data).toMatchObject({ username: "maya", role: "editor" });
    expect((await accountsApi.list(ownerToken)).body.data[1]).toMatchObject({ username: "maya", invited: false });

    const again = await accountsApi.accept({ token, password: "another-long-passphrase" });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ success: false, code: "invite_invalid", message: ACCOUNT.inviteUsed, error: ACCOUNT.inviteUsed });
    expect((await api.login({ username: "maya", password: STRONG })).status).toBe(200);
  });

  it("refuses an expired link and keeps the account without a password", async () => {
    await accountsApi.invite(ownerToken, { username: "late", email: "late@ecopack.test", role: "owner" });
    const token = await inviteTokenFor("late@ecopack.test");
    await prisma.adminInvite.updateMany({ data: { expires_at: new Date(Date.now() - 1000) } });
    const answer = await accountsApi.accept({ token, password: STRONG });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: "invite_invalid", message: ACCOUNT.inviteExpired });
    expect((await api.login({ username: "late", password: STRONG })).status).toBe(401);
  });

  it("refuses an unknown token, and a weak password leaves the link unused", async () => {
    expect((await accountsApi.accept({ token: "x".repeat(43), password: STRONG })).body).toMatchObject({ code: "invite_invalid", message: ACCOUNT.inviteUnknown });
    await accountsApi.invite(ownerToken, { username: "weak", email: "weak@ecopack.test", role: "editor" });
    const token = await inviteTokenFor("weak@ecopack.test");
    const weak = await accountsApi.accept({ token, password: "short" });
    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject({ code: "invalid_field", details: { password: expect.stringContaining("at least") } });
    expect(await prisma.adminInvite.count({ where: { used_at: { not: null } } })).toBe(0);
    expect((await accountsApi.accept({ token, password: STRONG })).status).toBe(200);
  });

  it("the same link sent twice at once sets one password", async () => {
    await accountsApi.invite(ownerToken, { username: "twice", email: "twice@ecopack.test", role: "editor" });
    const token = await inviteTokenFor("twice@ecopack.test");
    const answers = await Promise.all([accountsApi.accept({ token, password: STRONG }), accountsApi.accept({ token, password: "the-other-passphrase" })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const logins = await Promise.all([api.login({ username: "twice", password: STRONG }), api.login({ username: "twice", password: "the-other-passphrase" })]);
    expect(logins.map((login) => login.status).sort()).toEqual([200, 401]);
  });

  it("wrong tokens are rate limited per address", async () => {
    for (let i = 0; i < 10; i++) expect((await accountsApi.accept({ token: `guess-${i}`, password: STRONG }, "198.51.100.77")).status).toBe(400);
    const over = await accountsApi.accept({ token: "guess-over", password: STRONG }, "198.51.100.77");
    expect(over.status).toBe(429);
    expect(over.headers.get("retry-after")).toMatch(/^\d+$/);
    // Another address is not affected.
    expect((await accountsApi.accept({ token: "guess-elsewhere", password: STRONG }, "198.51.100.78")).status).toBe(400);
  });

  it("keeps no account when the invite mail cannot be sent (502)", async () => {
    const closed = await startSmtpCapture();
    await closed.close();
    process.env.SMTP_URL = closed.url;
    const errors = vi.spyOn(logger(), "error").mockImplementation(() => undefined as never);
    try {
      const answer = await accountsApi.invite(ownerToken, { username: "unmailed", email: "unmailed@ecopack.test", role: "editor" });
      expect(answer.status).toBe(502);
      expect(answer.body).toMatchObject({ success: false, code: "bad_gateway", message: ACCOUNT.inviteMailFailed });
      expect(errors).toHaveBeenCalled();
    } finally {
      delete process.env.SMTP_URL;
      errors.mockRestore();
    }
    expect(await prisma.admin.count()).toBe(1);
    expect(await prisma.adminInvite.count()).toBe(0);
  });

  it("refuses a username taken (409) and an invalid body (400), making nothing", async () => {
    const taken = await accountsApi.invite(ownerToken, { username: ADMIN_USERNAME, email: "x@ecopack.test", role: "editor" });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: "conflict", message: ACCOUNT.usernameTaken });
    const bad = await accountsApi.invite(ownerToken, { username: "ok-name", email: "not-an-address", role: "boss" });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual({ email: ACCOUNT.emailInvalid, role: ACCOUNT.roleInvalid });
    expect(await prisma.admin.count()).toBe(1);
    expect(await prisma.adminInvite.count()).toBe(0);
  });
});

describe("PATCH and DELETE /api/admin/accounts/{id}", () => {
  it("changes a role; the next request sees it", async () => {
    const editor = await makeAccount("editor");
    expect((await accountsApi.list(editor.token)).status).toBe(403);
    const answer = await accountsApi.change(ownerToken, editor.id, { role: "owner" });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ message: `Account ${editor.username} saved.`, data: { id: editor.id, role: "owner", disabled: false } });
    expect((await accountsApi.list(editor.token)).status).toBe(200);
  });

  it("a disabled account's token is refused on its next request, it cannot sign in, and enabling it revives no old token", async () => {
    const editor = await makeAccount("editor", { password: STRONG });
    const token = await tokenFor(editor.username, STRONG);
    expect((await accountsApi.me(token)).status).toBe(200);
    expect((await accountsApi.change(ownerToken, editor.id, { disabled: true })).body.data).toMatchObject({ disabled: true });
    expect((await accountsApi.me(token)).status).toBe(401);
    // Its sessions ended with the change, and the change is in the activity log under the owner.
    expect(await prisma.adminSession.count({ where: { admin_id: editor.id, ended_at: null } })).toBe(0);
    expect(await prisma.activity.findFirst({ where: { action: "account_update", account_id: ownerId }, orderBy: { id: "desc" }, select: { details: true } })).toEqual({
      details: { account: editor.username, role: "editor", disabled: true },
    });
    expect((await call(trashRoute, { auth: bearer(token) })).status).toBe(401);
    expect((await api.login({ username: editor.username, password: STRONG })).status).toBe(401);

    expect((await accountsApi.change(ownerToken, editor.id, { disabled: false })).status).toBe(200);
    expect((await accountsApi.me(token)).status).toBe(401);
    expect((await accountsApi.me(await tokenFor(editor.username, STRONG))).status).toBe(200);
  });

  it("a deleted account's token is refused on its next request", async () => {
    const editor = await makeAccount("editor");
    expect((await accountsApi.me(editor.token)).status).toBe(200);
    const answer = await accountsApi.remove(ownerToken, editor.id);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ message: `Account ${editor.username} deleted.`, data: { id: editor.id } });
    expect((await accountsApi.me(editor.token)).status).toBe(401);
    expect(await prisma.admin.findUnique({ where: { id: editor.id } })).toBeNull();
    expect(await prisma.activity.findFirst({ where: { action: "account_delete", account_id: ownerId }, orderBy: { id: "desc" }, select: { details: true } })).toEqual({
      details: { account: editor.username },
    });
    expect((await accountsApi.remove(ownerToken, editor.id)).body).toMatchObject({ code: "not_found", message: ACCOUNT.notFound });
  });

  it("refuses an empty change, a bad id and an unknown id", async () => {
    expect((await accountsApi.change(ownerToken, ownerId, {})).body).toMatchObject({ code: "invalid_field", message: ACCOUNT.nothingToChange });
    expect((await accountsApi.change(ownerToken, "abc", { role: "editor" })).status).toBe(400);
    expect((await accountsApi.change(ownerToken, 2147483647, { role: "editor" })).status).toBe(404);
  });
});

describe("the last enabled owner", () => {
  it.each([
    ["demoted", () => accountsApi.change(ownerToken, ownerId, { role: "editor" })],
    ["disabled", () => accountsApi.change(ownerToken, ownerId, { disabled: true })],
    ["deleted", () => accountsApi.remove(ownerToken, ownerId)],
  ])("cannot be %s: 409 last_owner", async (_, send) => {
    // A disabled owner does not count.
    await makeAccount("owner", { disabled: true });
    const answer = await send();
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ success: false, code: "last_owner", message: ACCOUNT.lastOwner, error: ACCOUNT.lastOwner });
    expect(await prisma.admin.findUniqueOrThrow({ where: { id: ownerId }, select: { role: true, disabled: true } })).toEqual({ role: "owner", disabled: false });
  });

  it("can step down once another owner is enabled", async () => {
    await makeAccount("owner");
    expect((await accountsApi.change(ownerToken, ownerId, { role: "editor" })).status).toBe(200);
  });

  // Past the role check of route(): both changes already authorised, racing in the database.
  it.each([
    ["demoting", (id: number) => changeAccount(id, { role: "editor" }, RACE_ACTOR)],
    ["disabling", (id: number) => changeAccount(id, { disabled: true }, RACE_ACTOR)],
    ["deleting", (id: number) => deleteAccount(id, RACE_ACTOR)],
  ])("two owners %s each other at once leave one enabled owner", async (_, change) => {
    // Two fresh owners, the first one set aside (beforeEach enables it again), so either may go.
    const [one, two] = [await makeAccount("owner"), await makeAccount("owner")];
    await prisma.admin.update({ where: { id: ownerId }, data: { disabled: true } });
    const outcomes = await Promise.allSettled([change(one.id), change(two.id)]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(["fulfilled", "rejected"]);
    const refusal = outcomes.find((outcome) => outcome.status === "rejected")!.reason;
    expect(refusal).toMatchObject({ status: 409, code: "last_owner" });
    expect(await prisma.admin.count({ where: { role: "owner", disabled: false } })).toBe(1);
  });

  it("through the routes, the second of two crossed demotions is refused", async () => {
    const other = await makeAccount("owner");
    const answers = await Promise.all([accountsApi.change(ownerToken, other.id, { role: "editor" }), accountsApi.change(other.token, ownerId, { role: "editor" })]);
    // Refused as no longer an owner (403) or as the last one (409), whichever check sees it first.
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 200)[0]!.body.data.role).toBe("editor");
    expect(await prisma.admin.count({ where: { role: "owner", disabled: false } })).toBe(1);
  });
});

describe("owner-only routes", () => {
  const app = path.join(process.cwd(), "app");

  /** Every method of every route file whose handler declares `owner` (route() sets it). */
  async function ownerOnly(): Promise<Array<{ path: string; method: string; handler: Parameters<typeof call>[0] }>> {
    const found = [];
    for (const entry of scanAppRoutes(app).filter((candidate) => candidate.kind === "route")) {
      const exported = (await import(/* @vite-ignore */ path.join(app, entry.file))) as Record<string, Parameters<typeof call>[0] & { declared?: DeclaredRoute }>;
      for (const method of entry.methods) if (exported[method]?.declared?.owner) found.push({ path: entry.path, method, handler: exported[method] });
    }
    return found;
  }

  it("answer an editor 403 forbidden, every one of them, before reading the body", async () => {
    const editor = await makeAccount("editor");
    const routes = await ownerOnly();
    // Accounts, site settings and the demo content removal at least (contract §8).
    expect(routes.map((entry) => `${entry.method} ${entry.path}`)).toEqual(
      expect.arrayContaining(["GET /api/admin/accounts", "POST /api/admin/accounts", "PATCH /api/admin/accounts/[id]", "DELETE /api/admin/accounts/[id]", "PUT /api/site-settings", "DELETE /api/admin/demo-content"]),
    );
    for (const entry of routes) {
      const params = Object.fromEntries([...entry.path.matchAll(/\[(?:\.\.\.)?([^\]]+)\]/g)].map((match) => [match[1]!, String(ownerId)]));
      const answer = await call(entry.handler, { method: entry.method, auth: bearer(editor.token), params, ...(entry.method === "GET" ? {} : { json: {} }) });
      expect(answer.status, `${entry.method} ${entry.path}`).toBe(403);
      expect(answer.body, `${entry.method} ${entry.path}`).toEqual({ success: false, code: "forbidden", message: ACCOUNT_TEXT.ownersOnly, error: ACCOUNT_TEXT.ownersOnly });
    }
    // Nothing was changed by the refused calls.
    expect(await prisma.admin.findUniqueOrThrow({ where: { id: ownerId }, select: { role: true, disabled: true } })).toEqual({ role: "owner", disabled: false });
  });

  it("an editor keeps content, the trash and leads", async () => {
    const editor = await makeAccount("editor");
    expect((await call(trashRoute, { auth: bearer(editor.token) })).status).toBe(200);
    const { GET: inquiries } = await import("@/app/api/leads/inquiries/route");
    expect((await call(inquiries, { auth: bearer(editor.token), url: "http://localhost/api/leads/inquiries" })).status).toBe(200);
    const { POST: createCounter } = await import("@/app/api/counters/route");
    expect((await call(createCounter, { auth: bearer(editor.token), json: { title: "Bags made", counter_value: 10 } })).status).toBe(201);
  });
});

describe("sign-in is unchanged for each account", () => {
  it("the first owner signs in as before", async () => {
    expect((await api.login({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD })).body).toMatchObject({ success: true, user: { id: ownerId, username: ADMIN_USERNAME } });
  });
});
