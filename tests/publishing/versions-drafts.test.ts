// Versions, drafts and publishing (contract §7), through the real route handlers, database and
// upload storage: every write keeps a version; a draft changes nothing public (JSON list and the
// pages' cached read) until published, which expires exactly the cache a save expires; restore
// (published or into the draft) brings a version's values and files back; limits and required
// fields are checked at publish with the documented create's texts. Next's data cache is stood in
// for by the in-memory store the trash tests use.
import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";

vi.mock("next/cache", async (original) => (await import("../support/memory-data-cache")).nextCacheInMemory(original));
vi.mock("next/server", async (original) => ({ ...(await original<typeof import("next/server")>()), connection: async () => {} }));

const { COLLECTIONS } = await import("@/lib/content/collections");
const { publicList } = await import("@/lib/content/public/public-read");
const { db } = await import("@/lib/db");
const { uploadKeyFromUrl } = await import("@/lib/uploads/upload-key");
const { getSiteSettings } = await import("@/lib/site/get-site-settings");
const { call, files, uploadStatus, uploadedFiles, validInput } = await import("../content/fixtures");
const { ROUTES } = await import("../content/route-modules");
const { appRouteHandler } = await import("../support/app-route");

const prisma = await db();
const handlers = {
  drafts: await appRouteHandler("/api/admin/drafts", "GET"),
  createDraft: await appRouteHandler("/api/admin/drafts/sliders", "POST"),
  getDraft: await appRouteHandler("/api/admin/drafts/sliders/1", "GET"),
  saveDraft: await appRouteHandler("/api/admin/drafts/sliders/1", "PUT"),
  discard: await appRouteHandler("/api/admin/drafts/sliders/1", "DELETE"),
  publish: await appRouteHandler("/api/admin/drafts/sliders/1/publish", "POST"),
  versions: await appRouteHandler("/api/admin/versions/sliders/1", "GET"),
  version: await appRouteHandler("/api/admin/versions/sliders/1/1", "GET"),
  restore: await appRouteHandler("/api/admin/versions/sliders/1/1/restore", "POST"),
  settings: await appRouteHandler("/api/site-settings", "PUT"),
  trashRestore: await appRouteHandler("/api/admin/trash/sliders/1/restore", "POST"),
  trashPurge: await appRouteHandler("/api/admin/trash/sliders/1", "DELETE"),
};

type Fields = Record<string, string | number | File | Array<string | File> | undefined>;
const p = (collection: string, id?: number, version?: number) => ({
  collection,
  ...(id !== undefined && { id: String(id) }),
  ...(version !== undefined && { version: String(version) }),
});
const body = (collection: string, fields: Fields) => (collection === "counters" || collection === "siteSettings" ? { json: fields } : { form: fields });

const api = {
  drafts: () => call(handlers.drafts, { auth: true }),
  createDraft: (collection: string, fields: Fields) => call(handlers.createDraft, { method: "POST", auth: true, params: p(collection), ...body(collection, fields) }),
  getDraft: (collection: string, id: number) => call(handlers.getDraft, { auth: true, params: p(collection, id) }),
  saveDraft: (collection: string, id: number, fields: Fields, auth: boolean | string = true) => call(handlers.saveDraft, { method: "PUT", auth, params: p(collection, id), ...body(collection, fields) }),
  discard: (collection: string, id: number) => call(handlers.discard, { method: "DELETE", auth: true, params: p(collection, id) }),
  publish: (collection: string, id: number, json?: unknown) => call(handlers.publish, { method: "POST", auth: true, params: p(collection, id), json }),
  versions: (collection: string, id: number, auth: boolean | string = true) => call(handlers.versions, { auth, params: p(collection, id) }),
  version: (collection: string, id: number, version: number) => call(handlers.version, { auth: true, params: p(collection, id, version) }),
  restore: (collection: string, id: number, version: number, json?: unknown) => call(handlers.restore, { method: "POST", auth: true, params: p(collection, id, version), json }),
};

const privatePath = (url: string) => path.join(process.env.UPLOAD_DIR!, ".trash", uploadKeyFromUrl(url)!);
const publicTitles = async () => (await call(ROUTES.sliders.list)).body.map((row: { title: string }) => row.title);
const pageTitles = async () => (await publicList(COLLECTIONS.sliders)).map((row) => row.title);

async function slider(title: string): Promise<Record<string, unknown>> {
  const answer = await call(ROUTES.sliders.create, { auth: true, form: { title, description: `${title} text`, image: await files.jpeg() } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data;
}

describe("versions of the documented writes", () => {
  it("create and update keep versions with author and changed fields; a seeded record gets a baseline first", async () => {
    await prisma.slider.deleteMany();
    const made = await slider("One");
    const id = made.id as number;
    expect((await call(ROUTES.sliders.update!, { method: "PUT", auth: true, params: { id: String(id) }, form: { title: "One bis", description: "One text" } })).status).toBe(200);
    const listed = await api.versions("sliders", id);
    expect(listed.status).toBe(200);
    expect(listed.body.data).toHaveLength(2);
    expect(listed.body.data[0]).toMatchObject({ version: 2, status: "published", author: { username: "admin" }, changed: ["title"] });
    expect(listed.body.data[1]).toMatchObject({ version: 1, status: "published", changed: expect.arrayContaining(["title", "description", "image"]) });
    expect(typeof listed.body.data[0].created_at).toBe("string");

    // A row written before versions were kept (seeded): its first write records its old state first.
    const input = await validInput(COLLECTIONS.counters);
    const seeded = await prisma.counter.create({ data: { title: String(input.title), counter_value: Number(input.counter_value) } });
    const text = COLLECTIONS.counters.fields.find((field) => field.kind === "text")!.name;
    const update = await call(ROUTES.counters.update!, { method: "PUT", auth: true, params: { id: String(seeded.id) }, json: { ...input, [text]: "Seeded again" } });
    expect(update.status, JSON.stringify(update.body)).toBe(200);
    const history = (await api.versions("counters", seeded.id)).body.data;
    expect(history.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(history[1]).toMatchObject({ author: { id: null, username: "" }, changed: [] });
    expect((await api.version("counters", seeded.id, 1)).body.data).toMatchObject({ version: 1, status: "published", record: { [text]: input[text] } });
    expect(history[0]).toMatchObject({ author: { username: "admin" }, changed: [text] });
  });

  it("answers 401 without a token, 404 for an unknown version, type or record", async () => {
    const { id } = await slider("Guarded");
    expect((await api.versions("sliders", id as number, false)).status).toBe(401);
    expect((await api.saveDraft("sliders", id as number, { title: "x" }, false)).status).toBe(401);
    expect((await call(handlers.drafts)).status).toBe(401);
    const unknown = await api.version("sliders", id as number, 99);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, code: "not_found", message: "No such version of this item." });
    expect((await api.restore("sliders", id as number, 99)).status).toBe(404);
    expect((await api.versions("nothing", 1)).body).toMatchObject({ code: "not_found", message: "No such content type." });
    expect((await api.versions("sliders", 999_999)).status).toBe(404);
    expect((await api.saveDraft("sliders", 999_999, { title: "x" })).status).toBe(404);
    expect((await api.publish("sliders", id as number)).body).toMatchObject({ code: "not_found", message: "This item has no draft." });
  });
});

describe("drafts", () => {
  it("a draft changes nothing public until published; publishing expires the cache and swaps the files", async () => {
    await prisma.slider.deleteMany();
    const made = await slider("Live");
    const id = made.id as number;
    expect(await pageTitles()).toEqual(["Live"]);

    const saved = await api.saveDraft("sliders", id, { title: "Drafted", description: "Live text", image: await files.png() });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ success: true, data: { collection: "sliders", id, draft_only: false, publish_at: null, record: { title: "Drafted" } } });
    const draftImage = saved.body.data.record.image as string;
    expect(draftImage).not.toBe(made.image);
    // Nothing public: the JSON list, the pages' read and the draft's file.
    expect(await publicTitles()).toEqual(["Live"]);
    expect(await pageTitles()).toEqual(["Live"]);
    expect(await uploadStatus(draftImage)).toBe(404);
    expect(existsSync(privatePath(draftImage))).toBe(true);
    expect(await uploadStatus(made.image as string)).toBe(200);
    expect((await api.drafts()).body.data).toEqual([expect.objectContaining({ collection: "sliders", id, draft_only: false, publish_at: null })]);
    expect((await api.getDraft("sliders", id)).body.data.record).toMatchObject({ title: "Drafted", image: draftImage });
    expect((await api.versions("sliders", id)).body.data[0]).toMatchObject({ status: "draft", changed: ["title", "image"] });

    const published = await api.publish("sliders", id);
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body).toMatchObject({ success: true, message: "Slider published.", data: { id, title: "Drafted", image: draftImage } });
    expect(await publicTitles()).toEqual(["Drafted"]);
    // The cached read was expired by the publish, as a save expires it.
    expect(await pageTitles()).toEqual(["Drafted"]);
    expect(await uploadStatus(draftImage)).toBe(200);
    // The replaced image left the public site; a kept version still names it, so it waits privately.
    expect(await uploadStatus(made.image as string)).toBe(404);
    expect(existsSync(privatePath(made.image as string))).toBe(true);
    expect((await api.drafts()).body.data).toEqual([]);
    expect((await api.versions("sliders", id)).body.data[0]).toMatchObject({ status: "published", author: { username: "admin" } });
  });

  it("discard returns to the published values and removes the files only the draft named", async () => {
    await prisma.slider.deleteMany();
    const { id } = await slider("Keep me");
    const saved = await api.saveDraft("sliders", id as number, { title: "Throw away", description: "x", image: await files.gif() });
    const draftImage = saved.body.data.record.image as string;
    const discarded = await api.discard("sliders", id as number);
    expect(discarded.body).toMatchObject({ success: true, message: "Draft discarded.", data: { collection: "sliders", id } });
    expect(await publicTitles()).toEqual(["Keep me"]);
    expect((await api.getDraft("sliders", id as number)).status).toBe(404);
    // Its draft version still names the file, kept privately until pruned.
    expect(existsSync(privatePath(draftImage))).toBe(true);
    expect((await api.discard("sliders", id as number)).status).toBe(404);
  });

  it("a draft-only record is in no public list, is not counted by the limit, and meets the limit and required fields at publish", async () => {
    await prisma.slider.deleteMany();
    for (const title of ["A", "B", "C"]) await slider(title);
    const created = await api.createDraft("sliders", { title: "Fourth", description: "Only a draft" });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ success: true, data: { collection: "sliders", draft_only: true, record: { title: "Fourth", image: null } } });
    const id = created.body.data.id as number;
    expect(id).toBeGreaterThan(0);
    expect(await publicTitles()).toEqual(["A", "B", "C"]);
    expect(await pageTitles()).toEqual(["A", "B", "C"]);
    expect((await api.drafts()).body.data).toEqual([expect.objectContaining({ collection: "sliders", id, draft_only: true })]);

    // Required at publish, with the documented create's text.
    const missing = await api.publish("sliders", id);
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ success: false, code: "invalid_field", message: "Please provide all fields (title, description, and image).", details: { image: "Please provide all fields (title, description, and image)." } });

    const withImage = await api.saveDraft("sliders", id, { title: "Fourth", description: "Only a draft", image: await files.jpeg() });
    expect(withImage.status, JSON.stringify(withImage.body)).toBe(200);
    const over = await api.publish("sliders", id);
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({ success: false, code: "limit_reached", message: COLLECTIONS.sliders.limit!.message, error: COLLECTIONS.sliders.limit!.message });
    // A restore of its version that would publish it is refused the same way.
    const restoreOver = await api.restore("sliders", id, withImage.body.data ? 2 : 0);
    expect(restoreOver.status).toBe(400);
    expect(restoreOver.body).toMatchObject({ code: "limit_reached", message: COLLECTIONS.sliders.limit!.message });
    expect(await prisma.slider.count()).toBe(3);

    // Room made: it publishes with its own id, last in the order.
    const first = (await prisma.slider.findFirstOrThrow({ orderBy: { position: "asc" } })).id;
    expect((await call(ROUTES.sliders.remove, { method: "DELETE", auth: true, params: { id: String(first) } })).status).toBe(200);
    const published = await api.publish("sliders", id);
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body.data).toMatchObject({ id, title: "Fourth", position: 3 });
    expect(await publicTitles()).toEqual(["B", "C", "Fourth"]);
    expect(await uploadStatus(published.body.data.image)).toBe(200);
  });

  it("discarding a draft-only record makes it disappear with its versions and files", async () => {
    const before = new Set(await uploadedFiles());
    const created = await api.createDraft("testimonials", { user_name: "Ghost", designation: "Nobody", review_message: "Never published", rating: "5", image: await files.jpeg() });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id as number;
    expect(await uploadStatus(created.body.data.record.user_image)).toBe(404);
    expect((await api.discard("testimonials", id)).status).toBe(200);
    expect((await api.versions("testimonials", id)).status).toBe(404);
    expect(await prisma.testimonial.findUnique({ where: { id } })).toBeNull();
    expect(new Set(await uploadedFiles())).toEqual(before);
    expect(existsSync(privatePath(created.body.data.record.user_image))).toBe(false);
  });

  it("counters take JSON drafts; a bad value is refused as the update refuses it", async () => {
    const counter = await call(ROUTES.counters.create, { auth: true, json: await validInput(COLLECTIONS.counters) });
    expect(counter.status, JSON.stringify(counter.body)).toBe(201);
    const id = counter.body.data.id as number;
    const field = COLLECTIONS.counters.fields.find((f) => f.kind === "integer")!;
    const bad = await api.saveDraft("counters", id, { [field.name]: "many" });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe("invalid_field");
    const good = await api.saveDraft("counters", id, { [field.name]: 7 });
    expect(good.status, JSON.stringify(good.body)).toBe(200);
    expect((await call(ROUTES.counters.list)).body.find((row: { id: number }) => row.id === id)[field.name]).toBe(counter.body.data[field.name]);
    expect((await api.publish("counters", id)).status).toBe(200);
    expect((await call(ROUTES.counters.list)).body.find((row: { id: number }) => row.id === id)[field.name]).toBe(7);
  });
});

describe("restore", () => {
  it("restores a version published (files back on the public site) or into the draft (nothing public)", async () => {
    await prisma.slider.deleteMany();
    const made = await slider("First words");
    const id = made.id as number;
    await call(ROUTES.sliders.update!, { method: "PUT", auth: true, params: { id: String(id) }, form: { title: "Second words", description: "x", image: await files.png() } });
    expect(await uploadStatus(made.image as string)).toBe(404);

    const asDraft = await api.restore("sliders", id, 1, { as: "draft" });
    expect(asDraft.status, JSON.stringify(asDraft.body)).toBe(200);
    expect(asDraft.body).toMatchObject({ message: "Version 1 restored into the draft.", data: { record: { title: "First words", image: made.image } } });
    expect(await publicTitles()).toEqual(["Second words"]);
    expect(await uploadStatus(made.image as string)).toBe(404);
    expect((await api.discard("sliders", id)).status).toBe(200);

    const restored = await api.restore("sliders", id, 1);
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body).toMatchObject({ message: "Version 1 restored and published.", data: { id, title: "First words", image: made.image } });
    expect(await publicTitles()).toEqual(["First words"]);
    expect(await pageTitles()).toEqual(["First words"]);
    expect(await uploadStatus(made.image as string)).toBe(200);
    const history = (await api.versions("sliders", id)).body.data;
    expect(history[0]).toMatchObject({ status: "published", changed: ["title", "description", "image"] });
    expect((await api.restore("sliders", id, 1, { as: "nonsense" })).status).toBe(400);
  });

  it("subcategories: a draft replacing a sub-image, published, then the old one restored", async () => {
    const parent = await call(ROUTES.mainCategories.create, { auth: true, form: { title: "Bags", image: await files.jpeg() } });
    const input = await validInput(COLLECTIONS.subcategories, { parentId: parent.body.data.id });
    const sub = await call(ROUTES.subcategories.create, { auth: true, form: { ...input, subimg2: await files.png() } });
    expect(sub.status, JSON.stringify(sub.body)).toBe(201);
    const id = sub.body.data.id as number;
    const oldSub = sub.body.data.sub_image2 as string;
    const draft = await api.saveDraft("subcategories", id, { existingSubimg2: "", subimg3: await files.gif() });
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    expect(draft.body.data.record).toMatchObject({ sub_image2: null, title: sub.body.data.title });
    const newSub = draft.body.data.record.sub_image3 as string;
    expect(await uploadStatus(newSub)).toBe(404);
    expect(await uploadStatus(oldSub)).toBe(200);
    expect((await api.publish("subcategories", id)).status).toBe(200);
    expect(await uploadStatus(newSub)).toBe(200);
    expect(await uploadStatus(oldSub)).toBe(404);
    const restored = await api.restore("subcategories", id, 1);
    expect(restored.body.data).toMatchObject({ sub_image2: oldSub, sub_image3: null });
    expect(await uploadStatus(oldSub)).toBe(200);
    expect(await uploadStatus(newSub)).toBe(404);
  });
});

describe("site settings", () => {
  it("drafts, publishes, lists versions and restores the one record (id 1)", async () => {
    const current = await getSiteSettings();
    const saved = await call(handlers.settings, { method: "PUT", auth: true, json: { ...current, company_name: "Saved Co" } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const draft = await api.saveDraft("siteSettings", 1, { ...current, company_name: "Drafted Co", city: "" });
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    expect((await getSiteSettings()).company_name).toBe("Saved Co");
    expect((await api.saveDraft("siteSettings", 2, current)).status).toBe(404);
    const missing = await api.publish("siteSettings", 1);
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: "invalid_field", details: { city: "City is required." } });
    await api.saveDraft("siteSettings", 1, { ...current, company_name: "Drafted Co" });
    const published = await api.publish("siteSettings", 1);
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect((await getSiteSettings()).company_name).toBe("Drafted Co");
    const history = (await api.versions("siteSettings", 1)).body.data;
    expect(history[0]).toMatchObject({ status: "published", changed: ["company_name"] });
    const savedVersion = history.find((v: { version: number; status: string; changed: string[] }) => v.status === "published" && v.changed.includes("company_name") && v.version < history[0].version);
    expect((await api.restore("siteSettings", 1, savedVersion.version)).status).toBe(200);
    expect((await getSiteSettings()).company_name).toBe("Saved Co");
  });
});

describe("the trash and drafts", () => {
  it("a deleted record takes its draft into the trash; restore brings it back, purge removes it with the versions", async () => {
    await prisma.slider.deleteMany();
    const { id } = await slider("Trashed");
    await api.saveDraft("sliders", id as number, { title: "Trashed draft", description: "x" });
    expect((await call(ROUTES.sliders.remove, { method: "DELETE", auth: true, params: { id: String(id) } })).status).toBe(200);
    const mine = async () => (await api.drafts()).body.data.filter((draft: { collection: string; id: number }) => draft.collection === "sliders" && draft.id === id);
    expect(await mine()).toEqual([]);
    expect((await api.saveDraft("sliders", id as number, { title: "x" })).body).toMatchObject({ code: "conflict" });
    expect((await api.restore("sliders", id as number, 1)).status).toBe(409);
    expect((await call(handlers.trashRestore, { method: "POST", auth: true, params: { collection: "sliders", id: String(id) } })).status).toBe(200);
    expect(await mine()).toEqual([expect.objectContaining({ id, record: expect.objectContaining({ title: "Trashed draft" }) })]);
    expect((await call(ROUTES.sliders.remove, { method: "DELETE", auth: true, params: { id: String(id) } })).status).toBe(200);
    expect((await call(handlers.trashPurge, { method: "DELETE", auth: true, params: { collection: "sliders", id: String(id) } })).status).toBe(200);
    expect(await prisma.contentDraft.count({ where: { collection: "sliders", record_id: id as number } })).toBe(0);
    expect(await prisma.contentVersion.count({ where: { collection: "sliders", record_id: id as number } })).toBe(0);
  });
});

describe("scheduled publishing", () => {
  it("publishes a scheduled draft once, however many claimers race for it, and refreshes the cache", async () => {
    const { publishDueDrafts } = await import("@/lib/publishing/publish-draft");
    await prisma.slider.deleteMany();
    const { id } = await slider("Before");
    await api.saveDraft("sliders", id as number, { title: "Scheduled", description: "x" });
    const at = new Date(Date.now() + 60_000);
    const scheduled = await api.publish("sliders", id as number, { at: at.toISOString() });
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(200);
    expect(scheduled.body).toMatchObject({ message: `Slider will be published at ${at.toISOString()}.`, data: { id, publish_at: at.toISOString() } });
    expect((await api.versions("sliders", id as number)).body.data[0]).toMatchObject({ status: "scheduled" });
    expect((await api.drafts()).body.data.find((draft: { id: number; collection: string }) => draft.collection === "sliders" && draft.id === id).publish_at).toBe(at.toISOString());

    expect((await publishDueDrafts(new Date())).published).toEqual([]);
    expect(await pageTitles()).toEqual(["Before"]);
    const due = new Date(at.getTime() + 1000);
    const outcomes = await Promise.all([publishDueDrafts(due), publishDueDrafts(due), publishDueDrafts(due)]);
    expect(outcomes.flatMap((outcome) => outcome.published)).toEqual([{ collection: "sliders", id }]);
    expect(outcomes.flatMap((outcome) => outcome.failed)).toEqual([]);
    expect(await publicTitles()).toEqual(["Scheduled"]);
    expect(await pageTitles()).toEqual(["Scheduled"]);
    const history = (await api.versions("sliders", id as number)).body.data;
    expect(history.filter((version: { status: string }) => version.status === "published")).toHaveLength(2);
    expect(history[0]).toMatchObject({ status: "published", author: { username: "admin" }, changed: ["title", "description"] });
    expect((await publishDueDrafts(due)).published).toEqual([]);
  });

  it("refuses a time that is not ISO 8601, and unschedules a draft that fails its checks when due", async () => {
    const { publishDueDrafts } = await import("@/lib/publishing/publish-draft");
    const created = await api.createDraft("sliders", { title: "No image yet" });
    const id = created.body.data.id as number;
    for (const at of ["tomorrow", "2026-12-01", "2026-13-45T10:00:00Z", 5]) {
      const refused = await api.publish("sliders", id, { at });
      expect(refused.status, String(at)).toBe(400);
      expect(refused.body.message).toBe("Give the publishing time as an ISO 8601 date and time, e.g. 2026-12-01T09:00:00Z.");
    }
    expect((await api.publish("sliders", id, { at: "2020-01-01T00:00:00Z" })).status).toBe(200);
    const outcome = await publishDueDrafts();
    expect(outcome.failed).toEqual([{ collection: "sliders", id, reason: expect.any(String) }]);
    expect((await api.getDraft("sliders", id)).body.data).toMatchObject({ publish_at: null, draft_only: true });
    await api.discard("sliders", id);
  });
});

describe("files kept for versions", () => {
  it("keeps MAX_VERSIONS versions; pruning removes the files only the pruned versions named", async () => {
    process.env.MAX_VERSIONS = "2";
    try {
      await prisma.slider.deleteMany();
      const made = await slider("Pruned");
      const id = String(made.id);
      const second = (await call(ROUTES.sliders.update!, { method: "PUT", auth: true, params: { id }, form: { title: "Pruned", description: "x", image: await files.png() } })).body.data.image as string;
      expect(existsSync(privatePath(made.image as string))).toBe(true);
      const third = (await call(ROUTES.sliders.update!, { method: "PUT", auth: true, params: { id }, form: { title: "Pruned", description: "x", image: await files.gif() } })).body.data.image as string;
      expect((await api.versions("sliders", made.id as number)).body.data.map((v: { version: number }) => v.version)).toEqual([3, 2]);
      // Version 1 alone named the first image: gone. Version 2 still names the second: private.
      expect(existsSync(privatePath(made.image as string))).toBe(false);
      expect(await uploadStatus(made.image as string)).toBe(404);
      expect(existsSync(privatePath(second))).toBe(true);
      expect(await uploadStatus(second)).toBe(404);
      expect(await uploadStatus(third)).toBe(200);
      expect(await prisma.pendingUpload.count()).toBe(0);
    } finally {
      delete process.env.MAX_VERSIONS;
    }
  });

  it("the upload sweep finishes moves a crash cut short: a file only a version names goes private (not away), a live one public", async () => {
    const { sweepUploadsNow } = await import("@/lib/bootstrap/upload-sweep");
    const { uploadStorage } = await import("@/lib/uploads/upload-storage");
    const { notePendingUploads } = await import("@/lib/uploads/pending-uploads");
    await prisma.slider.deleteMany();
    const made = await slider("Crashed");
    const updated = await call(ROUTES.sliders.update!, { method: "PUT", auth: true, params: { id: String(made.id) }, form: { title: "Crashed", description: "x", image: await files.png() } });
    const old = made.image as string;
    const live = updated.body.data.image as string;
    // And as if a publish died before moving the live record's new file out of the private place.
    await uploadStorage().move(uploadKeyFromUrl(live)!, "trash");
    await notePendingUploads([live]);
    expect(await uploadStatus(live)).toBe(404);
    // As if the process died after the update's commit, before the old image was moved.
    await uploadStorage().move(uploadKeyFromUrl(old)!, "public");
    await notePendingUploads([old]);
    await prisma.$executeRaw`UPDATE pending_uploads SET created_at = created_at - interval '2 minutes'`;
    expect(await uploadStatus(old)).toBe(200);
    expect(await sweepUploadsNow(60_000)).toMatchObject({ ran: true, removed: [] });
    expect(await uploadStatus(old)).toBe(404);
    expect(existsSync(privatePath(old))).toBe(true);
    expect(await uploadStatus(live)).toBe(200);
    expect(await prisma.pendingUpload.count()).toBe(0);
  });
});

describe("backups", () => {
  it("dump the versions and the drafts with the rest of the database", async () => {
    const { dumpDatabase } = await import("@/lib/backup/database-dump");
    const { id } = await slider("Backed up");
    await api.saveDraft("sliders", id as number, { title: "Backed up draft", description: "x" });
    const dump = await dumpDatabase(prisma);
    const rows = (name: string) => dump.tables.find((table) => table.name === name)?.rows.map((row) => JSON.parse(row)) ?? [];
    expect(rows("content_drafts")).toContainEqual(expect.objectContaining({ collection: "sliders", record_id: id, record: expect.objectContaining({ title: "Backed up draft" }) }));
    expect(rows("content_versions").filter((row) => row.collection === "sliders" && row.record_id === id).map((row) => row.status)).toEqual(expect.arrayContaining(["published", "draft"]));
  });
});

describe("the site settings' drafts and history are owners' (contract §8)", () => {
  it("answers an editor 403 on them, and the content types' as to an owner", async () => {
    const { issueAdminToken } = await import("@/lib/auth/admin-token");
    const editor = await prisma.admin.create({ data: { username: "drafting-editor", email: "drafting-editor@ecopack.test", password_hash: "x", role: "editor" } });
    const token = `Bearer ${await issueAdminToken(editor, { ip: "203.0.113.9", userAgent: "vitest" })}`;
    const settings = await api.saveDraft("siteSettings", 1, { company_name: "Editor's name" }, token);
    expect(settings.status).toBe(403);
    expect(settings.body).toMatchObject({ success: false, code: "forbidden" });
    expect((await api.versions("siteSettings", 1, token)).status).toBe(403);
    expect(await prisma.contentDraft.count({ where: { collection: "siteSettings" } })).toBe(0);
    const slider = await prisma.slider.findFirstOrThrow({ select: { id: true } });
    expect((await api.versions("sliders", slider.id, token)).status).toBe(200);
  });
});

describe("the activity log (contract §8: every write)", () => {
  it("records each draft save, schedule, publish, restore and discard once, in order, under the account", async () => {
    const { id } = await slider("Logged");
    const recordId = id as number;
    // A documented write's entry links to the version it kept.
    const created = await prisma.activity.findFirstOrThrow({ where: { collection: "sliders", record_id: recordId, action: "create" }, select: { version: true } });
    expect(created.version).toBe(1);
    expect((await api.version("sliders", recordId, created.version!)).status).toBe(200);
    const entries = async () =>
      (await prisma.activity.findMany({ where: { collection: "sliders", record_id: recordId }, orderBy: { id: "asc" }, select: { action: true, account_username: true, details: true } })).map(
        (row) => [row.action, row.account_username, row.details],
      );
    expect((await api.saveDraft("sliders", recordId, { title: "Logged draft" })).status).toBe(200);
    expect((await api.publish("sliders", recordId, { at: new Date(Date.now() + 3_600_000).toISOString() })).status).toBe(200);
    expect((await api.publish("sliders", recordId)).status).toBe(200);
    expect((await api.restore("sliders", recordId, 1, { as: "draft" })).status).toBe(200);
    expect((await api.discard("sliders", recordId)).status).toBe(200);
    // A refused write records nothing.
    expect((await api.discard("sliders", recordId)).status).toBe(404);
    expect(await entries()).toEqual([
      ["create", "admin", expect.anything()],
      ["draft_save", "admin", null],
      ["schedule", "admin", { at: expect.any(String) }],
      ["publish", "admin", null],
      ["version_restore", "admin", { version: 1, as: "draft" }],
      ["draft_discard", "admin", null],
    ]);
  });
});
