// The activity log (contract §8 "Activity") through the real routes and database: each write,
// trash restore and purge, settings save, lead change and erase, sign-in, failed sign-in,
// password and username change leaves exactly one entry with who, what, which item and from
// where; a refused write (validation, a taken name, a missing record) leaves none.
import { describe, expect, it, vi } from "vitest";

vi.mock("next/cache", async (original) => (await import("../support/memory-data-cache")).nextCacheInMemory(original));
vi.mock("next/server", async (original) => ({ ...(await original<typeof import("next/server")>()), connection: async () => {} }));

const { COLLECTIONS } = await import("@/lib/content/collections");
const { db } = await import("@/lib/db");
const { CLIENT_ADDRESS_HEADER } = await import("@/lib/http/client-address");
const { LEAD_KINDS, leadEndpoint } = await import("@/lib/leads/lead-kinds");
const { readSiteSettings } = await import("@/lib/site/site-settings-store");
const { adminToken, call, files, validInput } = await import("../content/fixtures");
const { ROUTES } = await import("../content/route-modules");
const { appRouteHandler } = await import("../support/app-route");
const { api } = await import("../auth/support/auth-api");
const { backgroundTasksSettled } = await import("@/lib/server/background-tasks");
const { header, otpFrom, readable, readOutbox } = await import("../mail/support/mail-capture");

const prisma = await db();
const ADDRESS = "198.51.100.77";
const from = { [CLIENT_ADDRESS_HEADER]: ADDRESS };
const moveRoute = await appRouteHandler("/api/admin/move/sliders/1", "PATCH");
const restoreRoute = await appRouteHandler("/api/admin/trash/sliders/1/restore", "POST");
const purgeRoute = await appRouteHandler("/api/admin/trash/sliders/1", "DELETE");
const settingsRoute = await appRouteHandler("/api/site-settings", "PUT");
const patchInquiry = await appRouteHandler(`${leadEndpoint(LEAD_KINDS.inquiries)}/{id}`, "PATCH");
const eraseLeads = await appRouteHandler("/api/leads/erase", "POST");

await adminToken();
const admin = await prisma.admin.findFirstOrThrow({ select: { id: true, username: true } });

/** Runs `act` and answers the entries it wrote, oldest first. */
async function entriesOf(act: () => Promise<unknown>) {
  const last = (await prisma.activity.aggregate({ _max: { id: true } }))._max.id ?? 0;
  await act();
  return prisma.activity.findMany({ where: { id: { gt: last } }, orderBy: { id: "asc" } });
}

const byAdmin = { account_id: admin.id, account_username: admin.username, address: ADDRESS };

async function createSlider(suffix: string): Promise<number> {
  const answer = await call(ROUTES.sliders.create, { auth: true, headers: from, form: await validInput(COLLECTIONS.sliders, { suffix }) });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data.id as number;
}

describe("content writes", () => {
  it("create, update, move, delete, restore and purge each leave one entry in the write's transaction", async () => {
    let id = 0;
    const created = await entriesOf(async () => (id = await createSlider(" one")));
    expect(created).toEqual([expect.objectContaining({ ...byAdmin, action: "create", collection: "sliders", record_id: id, version: 1, details: { title: "Title one" } })]);

    const updated = await entriesOf(async () => {
      const answer = await call(ROUTES.sliders.update!, { method: "PUT", auth: true, headers: from, params: { id: String(id) }, form: { title: "Renamed", description: "Description one" } });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    });
    expect(updated).toEqual([expect.objectContaining({ ...byAdmin, action: "update", collection: "sliders", record_id: id, version: 2, details: { title: "Renamed", changed: ["title"] } })]);

    const other = await createSlider(" two");
    const moved = await entriesOf(async () => {
      const answer = await call(moveRoute, { method: "PATCH", auth: true, headers: from, params: { collection: "sliders", id: String(other) }, json: { direction: "up" } });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    });
    expect(moved).toEqual([expect.objectContaining({ ...byAdmin, action: "move", collection: "sliders", record_id: other, details: { title: "Title two", to: "up" } })]);
    // Already first: nothing moved, nothing logged.
    expect(await entriesOf(() => call(moveRoute, { method: "PATCH", auth: true, headers: from, params: { collection: "sliders", id: String(other) }, json: { direction: "up" } }))).toEqual([]);

    const deleted = await entriesOf(async () => expect((await call(ROUTES.sliders.remove, { method: "DELETE", auth: true, headers: from, params: { id: String(id) } })).status).toBe(200));
    expect(deleted).toEqual([expect.objectContaining({ ...byAdmin, action: "delete", collection: "sliders", record_id: id, details: { title: "Renamed" } })]);

    const restored = await entriesOf(async () => expect((await call(restoreRoute, { method: "POST", auth: true, headers: from, params: { collection: "sliders", id: String(id) } })).status).toBe(200));
    expect(restored).toEqual([expect.objectContaining({ ...byAdmin, action: "restore", collection: "sliders", record_id: id, details: { title: "Renamed" } })]);

    await call(ROUTES.sliders.remove, { method: "DELETE", auth: true, headers: from, params: { id: String(id) } });
    const purged = await entriesOf(async () => expect((await call(purgeRoute, { method: "DELETE", auth: true, headers: from, params: { collection: "sliders", id: String(id) } })).status).toBe(200));
    expect(purged).toEqual([expect.objectContaining({ ...byAdmin, action: "purge", collection: "sliders", record_id: id, details: { title: "Renamed" } })]);
  });

  it("a multi-upload logs one create per record, a singleton's replace an update", async () => {
    const gallery = await entriesOf(async () => {
      const answer = await call(ROUTES.gallery.create, { auth: true, headers: from, form: { images: [await files.jpeg(), await files.png()] } });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    });
    expect(gallery.map((entry) => [entry.action, entry.collection])).toEqual([
      ["create", "gallery"],
      ["create", "gallery"],
    ]);
    expect(new Set(gallery.map((entry) => entry.record_id)).size).toBe(2);

    const first = await entriesOf(async () => expect((await call(ROUTES.ebrochure.create, { auth: true, headers: from, form: await validInput(COLLECTIONS.ebrochure) })).status).toBe(201));
    expect(first.map((entry) => entry.action)).toEqual(["create"]);
    const replaced = await entriesOf(async () => expect((await call(ROUTES.ebrochure.create, { auth: true, headers: from, form: { title: "New title", description: "New description" } })).status).toBe(200));
    expect(replaced).toEqual([expect.objectContaining({ action: "update", collection: "ebrochure", record_id: first[0]!.record_id, details: { title: "New title", changed: ["title", "description"] } })]);
  });

  it("a refused write leaves no entry: a validation failure, a missing record, no token", async () => {
    const refused = await entriesOf(async () => {
      expect((await call(ROUTES.sliders.create, { auth: true, headers: from, form: { title: "" } })).status).toBe(400);
      expect((await call(ROUTES.sliders.update!, { method: "PUT", auth: true, headers: from, params: { id: "999999" }, form: { title: "x" } })).status).toBe(404);
      expect((await call(ROUTES.sliders.remove, { method: "DELETE", headers: from, params: { id: "1" } })).status).toBe(401);
      expect((await call(moveRoute, { method: "PATCH", auth: true, headers: from, params: { collection: "sliders", id: "1" }, json: { direction: "sideways" } })).status).toBe(400);
      expect((await call(purgeRoute, { method: "DELETE", auth: true, headers: from, params: { collection: "sliders", id: "999999" } })).status).toBe(404);
    });
    expect(refused).toEqual([]);
  });

  it("a create refused for a missing parent logs nothing", async () => {
    const refused = await entriesOf(async () => {
      const answer = await call(ROUTES.subcategories.create, { auth: true, headers: from, form: await validInput(COLLECTIONS.subcategories, { parentId: 999_999 }) });
      expect(answer.status).toBe(400);
    });
    expect(refused).toEqual([]);
  });
});

describe("site settings and leads", () => {
  it("a settings save is logged with the fields it changed; a refused one is not", async () => {
    const current = await readSiteSettings();
    const saved = await entriesOf(async () => {
      const answer = await call(settingsRoute, { method: "PUT", auth: true, headers: from, json: { ...current, company_name: "Logged Leaf Ltd", city: "Pune" } });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    });
    expect(saved).toEqual([expect.objectContaining({ ...byAdmin, action: "settings_change", collection: "siteSettings", record_id: 1, details: { changed: ["company_name", "city"] } })]);
    const refused = await entriesOf(async () => expect((await call(settingsRoute, { method: "PUT", auth: true, headers: from, json: { ...current, email: "not an address" } })).status).toBe(400));
    expect(refused).toEqual([]);
  });

  it("a lead's status or note change and an erase are logged without the lead's personal data", async () => {
    const lead = await prisma.inquiry.create({ data: { name: "Meera", contact_no: "+91 98765 43210", email: "meera@example.com", subject: "Bags", message: "Hi", ip: "203.0.113.1" } });
    const changed = await entriesOf(async () => expect((await call(patchInquiry, { method: "PATCH", auth: true, headers: from, json: { status: "won", note: "Ordered." }, params: { id: String(lead.id) } })).status).toBe(200));
    expect(changed).toEqual([expect.objectContaining({ ...byAdmin, action: "lead_update", collection: "inquiries", record_id: lead.id, details: { status: "won", from: "new", note: "changed" } })]);
    const refused = await entriesOf(async () => expect((await call(patchInquiry, { method: "PATCH", auth: true, headers: from, json: { status: "maybe" }, params: { id: String(lead.id) } })).status).toBe(400));
    expect(refused).toEqual([]);

    const erased = await entriesOf(async () => expect((await call(eraseLeads, { method: "POST", auth: true, headers: from, json: { email: "MEERA@example.com" } })).status).toBe(200));
    expect(erased).toEqual([expect.objectContaining({ ...byAdmin, action: "lead_erase", collection: null, record_id: null, details: { deleted: { inquiries: 1, "brochure-requests": 0 } } })]);
    expect(JSON.stringify(erased)).not.toContain("meera");
  });
});

describe("sign-in and account changes", () => {
  const username = "logger";
  const password = "logger-password-123";

  it("a sign-in, a wrong password and an unknown username each leave one entry; the unknown one names what was tried", async () => {
    const { hashPassword } = await import("@/lib/auth/password-hash");
    const account = await prisma.admin.create({ data: { username, email: "logger@ecopack.test", password_hash: await hashPassword(password), role: "editor" } });
    const signedIn = await entriesOf(async () => expect((await api.login({ username, password }, { address: "198.51.100.10" })).status).toBe(200));
    expect(signedIn).toEqual([expect.objectContaining({ account_id: account.id, account_username: username, action: "sign_in", address: "198.51.100.10", collection: null, record_id: null })]);

    const wrong = await entriesOf(async () => expect((await api.login({ username, password: "not-it" }, { address: "198.51.100.11" })).status).toBe(401));
    expect(wrong).toEqual([expect.objectContaining({ account_id: account.id, account_username: username, action: "sign_in_failed", address: "198.51.100.11", details: { reason: "wrong_password" } })]);

    const unknown = await entriesOf(async () => expect((await api.login({ username: "mallory", password: "guess-guess" }, { address: "198.51.100.12" })).status).toBe(401));
    expect(unknown).toEqual([expect.objectContaining({ account_id: null, account_username: "mallory", action: "sign_in_failed", address: "198.51.100.12", details: { reason: "unknown_user" } })]);

    // A malformed sign-in never reached the check: nothing to log.
    expect(await entriesOf(() => api.login({ username }, { address: "198.51.100.13" }))).toEqual([]);
  });

  it("a password change and a username change are logged; a taken username is not", async () => {
    const account = await prisma.admin.findUniqueOrThrow({ where: { username } });
    const guessed = await entriesOf(async () =>
      expect((await api.changePassword({ username, oldPassword: "wrong-password-1", newPassword: "logger-password-789" }, { address: "198.51.100.17" })).status).toBe(401),
    );
    expect(guessed).toEqual([expect.objectContaining({ account_id: account.id, action: "sign_in_failed", address: "198.51.100.17", details: { reason: "wrong_password", via: "change_password" } })]);
    const changed = await entriesOf(async () =>
      expect((await api.changePassword({ username, oldPassword: password, newPassword: "logger-password-456" }, { address: "198.51.100.14" })).status).toBe(200),
    );
    expect(changed).toEqual([expect.objectContaining({ account_id: account.id, account_username: username, action: "password_change", address: "198.51.100.14" })]);

    const login = await api.login({ username, password: "logger-password-456" }, { address: "198.51.100.15" });
    const token = login.body.token as string;
    const taken = await entriesOf(async () =>
      expect((await api.changeUsername({ newUsername: admin.username }, { address: "198.51.100.15", headers: { authorization: `Bearer ${token}` } })).status).toBe(409),
    );
    expect(taken).toEqual([]);
    const renamed = await entriesOf(async () =>
      expect((await api.changeUsername({ newUsername: "logger2" }, { address: "198.51.100.16", headers: { authorization: `Bearer ${token}` } })).status).toBe(200),
    );
    expect(renamed).toEqual([expect.objectContaining({ account_id: account.id, account_username: "logger2", action: "username_change", address: "198.51.100.16", details: { from: username } })]);
  });

  it("a password reset by e-mailed code is logged; a wrong code is not", async () => {
    const account = await prisma.admin.findUniqueOrThrow({ where: { username: "logger2" } });
    expect(await entriesOf(async () => expect((await api.forgotPassword({ username: "logger2" }, { address: "198.51.100.18" })).status).toBe(200))).toEqual([]);
    await backgroundTasksSettled();
    const mail = readOutbox().map((entry) => readable(entry.raw)).find((raw) => header(raw, "Subject") === "Your password reset code");
    expect(mail).toBeDefined();
    const code = otpFrom(mail!);
    const wrong = code === "000000" ? "111111" : "000000";
    const refused = await entriesOf(async () =>
      expect((await api.verifyOtp({ username: "logger2", otp: wrong, newPassword: "logger-password-999", confirmPassword: "logger-password-999" }, { address: "198.51.100.19" })).status).toBe(400),
    );
    expect(refused).toEqual([]);
    const reset = await entriesOf(async () =>
      expect((await api.verifyOtp({ username: "logger2", otp: code, newPassword: "logger-password-999", confirmPassword: "logger-password-999" }, { address: "198.51.100.20" })).status).toBe(200),
    );
    expect(reset).toEqual([expect.objectContaining({ account_id: account.id, account_username: "logger2", action: "password_reset", address: "198.51.100.20" })]);
  });
});
