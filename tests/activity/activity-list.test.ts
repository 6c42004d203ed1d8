// GET /api/admin/activity (contract §8) through its real route file and database: newest first,
// an owner sees every account's entries and an editor only their own, the filters (account, type,
// item type, date range), cursor pages that never repeat or skip an entry, 400s for bad queries,
// links only to items that still exist, the documented shape; and the ACTIVITY_DAYS sweep.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

vi.mock("next/cache", async (original) => (await import("../support/memory-data-cache")).nextCacheInMemory(original));
vi.mock("next/server", async (original) => ({ ...(await original<typeof import("next/server")>()), connection: async () => {} }));

const { openApiDocument } = await import("@/lib/api-docs/openapi-document");
const { recordActivity } = await import("@/lib/activity/record-activity");
const { sweepActivity } = await import("@/lib/activity/activity-sweep");
const { issueAdminToken } = await import("@/lib/auth/admin-token");
const { COLLECTIONS } = await import("@/lib/content/collections");
const { db } = await import("@/lib/db");
const { adminToken, call, validInput } = await import("../content/fixtures");
const { ROUTES } = await import("../content/route-modules");
const { appRouteHandler } = await import("../support/app-route");
const { answerValidator } = await import("../api-docs/document-schema");

const prisma = await db();
const activityRoute = await appRouteHandler("/api/admin/activity", "GET");
const { expectValid } = answerValidator(openApiDocument());
const DAY_MS = 86_400_000;

let owner: { id: number; username: string; token: string };
let editor: { id: number; username: string; token: string };
let other: { id: number; username: string; token: string };

async function account(username: string, role: "owner" | "editor") {
  const row = await prisma.admin.create({ data: { username, email: `${username}@ecopack.test`, password_hash: "x", role }, select: { id: true, username: true, token_version: true } });
  return { id: row.id, username: row.username, token: `Bearer ${await issueAdminToken(row, { ip: "203.0.113.9", userAgent: "vitest" })}` };
}

const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  await adminToken();
  const first = await prisma.admin.findFirstOrThrow({ select: { id: true, username: true, token_version: true } });
  owner = { id: first.id, username: first.username, token: `Bearer ${await issueAdminToken(first, { ip: "203.0.113.9", userAgent: "vitest" })}` };
  editor = await account("edna", "editor");
  other = await account("otto", "editor");
  const actor = (who: { id: number; username: string }, address = "198.51.100.1") => ({ id: who.id, username: who.username, address });
  // Three days of entries by three accounts, and a failed sign-in under an unknown name.
  await recordActivity(prisma, { actor: actor(owner), action: "sign_in", at: at("2026-03-01T08:00:00Z") });
  await recordActivity(prisma, { actor: actor(editor, "198.51.100.2"), action: "sign_in", at: at("2026-03-01T09:00:00Z") });
  await recordActivity(prisma, { actor: actor(editor, "198.51.100.2"), action: "update", collection: "counters", recordId: 4, details: { title: "Bags" }, at: at("2026-03-02T10:00:00Z") });
  await recordActivity(prisma, { actor: actor(other), action: "delete", collection: "sliders", recordId: 9, at: at("2026-03-02T11:00:00Z") });
  await recordActivity(prisma, { actor: { id: null, username: "mallory", address: "203.0.113.66" }, action: "sign_in_failed", at: at("2026-03-02T23:59:59.500Z") });
  await recordActivity(prisma, { actor: actor(owner), action: "settings_change", collection: "siteSettings", recordId: 1, at: at("2026-03-03T00:00:00Z") });
  // Two at the same instant: the page boundary must still neither repeat nor skip one.
  await recordActivity(prisma, { actor: actor(editor, "198.51.100.2"), action: "create", collection: "counters", recordId: 5, at: at("2026-03-03T12:00:00Z") });
  await recordActivity(prisma, { actor: actor(editor, "198.51.100.2"), action: "move", collection: "counters", recordId: 5, at: at("2026-03-03T12:00:00Z") });
});

const list = (query = "", token = owner.token) => call(activityRoute, { auth: token, url: `http://localhost/api/admin/activity${query}` });
const actions = async (query = "", token = owner.token) => {
  const answer = await list(query, token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body.data as Array<{ action: string; account: { username: string } }>).map((item) => `${item.account.username}:${item.action}`);
};

describe("who sees what", () => {
  it("an owner sees everyone's entries, newest first, in the documented shape", async () => {
    const answer = await list("?from=2026-03-01&to=2026-03-03");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expectValid(answer.body, "/api/admin/activity", "get", 200);
    expect(answer.body.data.map((item: { account: { username: string }; action: string }) => `${item.account.username}:${item.action}`)).toEqual([
      "edna:move",
      "edna:create",
      "admin:settings_change",
      "mallory:sign_in_failed",
      "otto:delete",
      "edna:update",
      "edna:sign_in",
      "admin:sign_in",
    ]);
    expect(answer.body.data[5]).toEqual({
      at: "2026-03-02T10:00:00.000Z",
      account: { id: editor.id, username: "edna" },
      action: "update",
      collection: "counters",
      id: 4,
      address: "198.51.100.2",
      version: null,
      details: { title: "Bags" },
      exists: false,
    });
    expect(answer.body.data[3].account).toEqual({ id: null, username: "mallory" });
    expect(answer.body.next_cursor).toBeNull();
  });

  it("an editor sees only their own, whatever account they ask for", async () => {
    expect(await actions("?to=2026-03-03", editor.token)).toEqual(["edna:move", "edna:create", "edna:update", "edna:sign_in"]);
    expect(await actions(`?account=${owner.id}`, editor.token)).toEqual([]);
    expect(await actions(`?account=${editor.id}&action=sign_in`, editor.token)).toEqual(["edna:sign_in"]);
    expect(await actions("?to=2026-03-03", other.token)).toEqual(["otto:delete"]);
  });

  it("refuses a caller without a valid token", async () => {
    expect((await call(activityRoute, { url: "http://localhost/api/admin/activity" })).status).toBe(401);
    expect((await list("", "Bearer not-a-token")).status).toBe(401);
  });
});

describe("filters and pages", () => {
  it("filters by account, type, item type and date range (a bare day is the whole UTC day)", async () => {
    expect(await actions(`?account=${other.id}`)).toEqual(["otto:delete"]);
    expect(await actions("?action=sign_in&to=2026-03-03")).toEqual(["edna:sign_in", "admin:sign_in"]);
    expect(await actions("?collection=counters")).toEqual(["edna:move", "edna:create", "edna:update"]);
    expect(await actions("?from=2026-03-02&to=2026-03-02")).toEqual(["mallory:sign_in_failed", "otto:delete", "edna:update"]);
    expect(await actions("?from=2026-03-02T10:30:00Z&to=2026-03-03T00:00:00Z")).toEqual(["admin:settings_change", "mallory:sign_in_failed", "otto:delete"]);
    expect(await actions(`?account=${editor.id}&action=update&from=2026-03-02&to=2026-03-02`)).toEqual(["edna:update"]);
    // Empty values are no filter at all.
    expect((await actions("?action=&account=&from=&to=2026-03-03")).length).toBe(8);
  });

  it("pages by cursor: every entry once, newest first, also across entries of the same instant", async () => {
    const seen: string[] = [];
    let cursor: string | null = "";
    let pages = 0;
    while (cursor !== null) {
      const answer = await list(`?to=2026-03-03&limit=3${cursor ? `&before=${encodeURIComponent(cursor)}` : ""}`);
      expect(answer.status).toBe(200);
      expect(answer.body.data.length).toBeLessThanOrEqual(3);
      seen.push(...answer.body.data.map((item: { at: string; action: string }) => `${item.at} ${item.action}`));
      cursor = answer.body.next_cursor;
      pages++;
    }
    expect(pages).toBe(3);
    expect(seen).toHaveLength(8);
    expect(new Set(seen).size).toBe(8);
    expect(seen.slice(0, 2)).toEqual(["2026-03-03T12:00:00.000Z move", "2026-03-03T12:00:00.000Z create"]);
    const times = seen.map((line) => line.slice(0, 24));
    expect(times).toEqual([...times].sort().reverse());
  });

  it("answers 400 with the field named for a bad query, never a 500", async () => {
    const cases: Array<[string, string]> = [
      ["?action=hack", "action"],
      ["?account=me", "account"],
      ["?from=yesterday", "from"],
      ["?to=2026-13-45", "to"],
      ["?from=2026-03-03&to=2026-03-01", "from"],
      ["?limit=0", "limit"],
      ["?limit=101", "limit"],
      ["?before=abc", "before"],
      [`?collection=${"x".repeat(65)}`, "collection"],
    ];
    for (const [query, field] of cases) {
      const answer = await list(query);
      expect(answer.status, query).toBe(400);
      expect(answer.body.success, query).toBe(false);
      expect(Object.keys(answer.body.details ?? {}), query).toEqual([field]);
    }
  });

  it("says whether an entry's item can still be opened", async () => {
    const created = await call(ROUTES.counters.create, { auth: owner.token, json: { title: "Live", counter_value: 3 } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const gone = await call(ROUTES.testimonials.create, { auth: owner.token, form: await validInput(COLLECTIONS.testimonials) });
    expect(gone.status, JSON.stringify(gone.body)).toBe(201);
    expect((await call(ROUTES.testimonials.remove, { method: "DELETE", auth: owner.token, params: { id: String(gone.body.data.id) } })).status).toBe(200);
    const answer = await list(`?from=${new Date(Date.now() - 60_000).toISOString()}`);
    const lines = answer.body.data.map((item: { action: string; collection: string; exists: boolean | null }) => [item.action, item.collection, item.exists]);
    expect(lines).toEqual([
      ["delete", "testimonials", false],
      ["create", "testimonials", false],
      ["create", "counters", true],
    ]);
    const settings = (await list("?action=settings_change")).body.data[0];
    expect(settings.exists).toBe(true);
    const signIn = (await list("?action=sign_in")).body.data[0];
    expect(signIn.exists).toBeNull();
  });
});

describe("the ACTIVITY_DAYS sweep", () => {
  afterEach(() => {
    delete process.env.ACTIVITY_DAYS;
  });

  it("deletes, in batches, every entry older than ACTIVITY_DAYS and nothing younger", async () => {
    const now = new Date("2026-09-01T00:00:00Z");
    const actor = { id: owner.id, username: owner.username, address: "198.51.100.9" };
    await prisma.activity.deleteMany();
    for (let day = 1; day <= 12; day++) await recordActivity(prisma, { actor, action: "update", details: { day }, at: new Date(now.getTime() - day * DAY_MS + 1000) });
    await recordActivity(prisma, { actor, action: "update", details: { day: "exactly 10" }, at: new Date(now.getTime() - 10 * DAY_MS) });
    process.env.ACTIVITY_DAYS = "10";
    // 3 older than 10 days (11, 12 and exactly 10 days old is not older); batches of 2.
    expect(await sweepActivity(now, undefined, 2)).toBe(2);
    const left = (await prisma.activity.findMany({ orderBy: { at: "asc" } })).map((row) => (row.details as { day: number | string }).day);
    expect(left).toEqual(["exactly 10", 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(await sweepActivity(now, undefined, 2)).toBe(0);
    // The default keeps 180 days.
    delete process.env.ACTIVITY_DAYS;
    // 175 days on, the entries 6 to 10 days old then (and the one exactly 10) are past 180.
    expect(await sweepActivity(new Date(now.getTime() + 175 * DAY_MS))).toBe(6);
    expect((await prisma.activity.findMany({ orderBy: { at: "asc" } })).map((row) => (row.details as { day: number }).day)).toEqual([5, 4, 3, 2, 1]);
    expect(await sweepActivity(new Date(now.getTime() + 181 * DAY_MS))).toBe(5);
  });
});
