// What a preview session sees, through the one public reader, the real list routes, the sitemap
// and /uploads on the real database: every draft applied (updated records replaced, draft-only
// records added, order kept), read fresh without touching the shared data cache; and what
// everyone else sees: the published records only, whatever drafts exist. Draft rows are
// inserted directly, as the drafts endpoints will write them. Next's data cache is the in-memory
// stand-in; the request's cookies are given to `cookies()` as Next would.
import { beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("next/cache", async (original) => (await import("../support/memory-data-cache")).nextCacheInMemory(original));
// A request is in progress: the published reads go through the cache.
vi.mock("next/server", async (original) => ({ ...(await original<typeof import("next/server")>()), connection: async () => {} }));
const jar = vi.hoisted(() => ({ cookie: null as string | null }));
vi.mock("next/headers", async (original) => ({
  ...(await original<typeof import("next/headers")>()),
  cookies: async () => ({ get: (name: string) => (name === "preview_session" && jar.cookie ? { name, value: jar.cookie } : undefined) }),
}));

const { memoryDataCache } = await import("../support/memory-data-cache");
const { COLLECTION_LIST, COLLECTIONS } = await import("@/lib/content/collections");
const { publicItem, publicList, publicRecords } = await import("@/lib/content/public/public-read");
const { db } = await import("@/lib/db");
const { issuePreviewToken } = await import("@/lib/preview/preview-token");
const { uploadStorage } = await import("@/lib/uploads/upload-storage");
const { default: sitemap } = await import("@/app/sitemap");
const { getSiteSettings } = await import("@/lib/site/get-site-settings");
const { GET: serveUploadRoute } = await import("@/app/uploads/[...path]/route");
const { call, files } = await import("../content/fixtures");
const { ROUTES } = await import("../content/route-modules");

const prisma = await db();
const previewToken = await issuePreviewToken("/", 1);
const withPreview = { cookie: `theme=dark; preview_session=${previewToken}` };

type Row = { id: number; [name: string]: unknown };
const ids = (rows: Row[]) => rows.map((row) => row.id);

async function draft(collection: string, recordId: number, record: Record<string, unknown>, draftOnly = false) {
  await prisma.contentDraft.create({ data: { collection, record_id: recordId, record: record as object, draft_only: draftOnly, author_username: "admin" } });
}

beforeEach(async () => {
  memoryDataCache.entries.clear();
  memoryDataCache.fills.length = 0;
  jar.cookie = null;
  await prisma.contentDraft.deleteMany();
  // Each test starts from no sliders (at most 3 may exist).
  await prisma.slider.deleteMany();
});

async function slider(title: string): Promise<Row> {
  const created = await call(ROUTES.sliders.create, { auth: true, form: { title, description: `${title} text`, image: await files.jpeg() } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data;
}

describe("a content type's drafts", () => {
  it("change the preview's JSON list and page rows, never the public ones, and keep the order", async () => {
    const first = await slider("First");
    const second = await slider("Second");
    await draft("sliders", first.id, { ...first, title: "First, redrafted" });
    await draft("sliders", 9001, { title: "Only a draft", description: "New", image: "/uploads/2025/01/new.jpg", image_alt: "", position: 0 }, true);

    // Everyone else: the published records, from the shared entry.
    const published = await call(ROUTES.sliders.list);
    expect(published.body.map((row: Row) => row.title)).toEqual(["First", "Second"]);
    expect((await publicList(COLLECTIONS.sliders)).map((row) => row.title)).toEqual(["First", "Second"]);

    // The preview: the draft's values in place, the draft-only record where its position puts it.
    const previewed = await call(ROUTES.sliders.list, { headers: withPreview });
    expect(previewed.status).toBe(200);
    expect(previewed.headers.get("cache-control")).toBe("no-store");
    expect(previewed.headers.get("x-robots-tag")).toBe("noindex");
    expect(ids(previewed.body)).toEqual([9001, first.id, second.id]);
    expect(previewed.body.map((row: Row) => row.title)).toEqual(["Only a draft", "First, redrafted", "Second"]);
    jar.cookie = previewToken;
    const rows = await publicList(COLLECTIONS.sliders);
    expect(rows.map((row) => row.title)).toEqual(["Only a draft", "First, redrafted", "Second"]);
    expect(Object.keys(rows[0]!).sort()).toEqual(["description", "id", "image", "image_alt", "title"]);

    // The preview read neither filled nor changed the shared entry: the public still sees it as published.
    expect(memoryDataCache.fills).toHaveLength(1);
    expect(JSON.stringify([...memoryDataCache.entries.values()])).not.toContain("redrafted");
    jar.cookie = null;
    expect((await publicList(COLLECTIONS.sliders)).map((row) => row.title)).toEqual(["First", "Second"]);
    expect((await call(ROUTES.sliders.list)).headers.get("x-robots-tag")).toBeNull();
  });

  it("show nothing to an altered or expired session, nor a draft of a record that is gone", async () => {
    const kept = await slider("Kept");
    await draft("sliders", kept.id, { title: "Drafted" });
    await draft("sliders", 424242, { title: "Of a deleted record" });
    const [header, payload] = previewToken.split(".");
    for (const cookie of [`preview_session=${header}.${payload}.forged`, "preview_session=", "preview_session_x=1"]) {
      const answer = await call(ROUTES.sliders.list, { headers: { cookie } });
      expect(answer.body.map((row: Row) => row.title), cookie).toEqual(["Kept"]);
      expect(answer.headers.get("x-robots-tag")).toBeNull();
    }
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Date.now() + 11 * 60 * 1000);
      expect((await call(ROUTES.sliders.list, { headers: withPreview })).body.map((row: Row) => row.title)).toEqual(["Kept"]);
      jar.cookie = previewToken;
      expect((await publicList(COLLECTIONS.sliders)).map((row) => row.title)).toEqual(["Kept"]);
    } finally {
      vi.useRealTimers();
    }
    // A draft of a record no longer in its table is not shown, even in a preview.
    expect(ids(await publicRecords(COLLECTIONS.sliders, undefined, true))).toEqual([kept.id]);
  });

  it("a singleton's draft (the e-brochure) and a one-entry section's", async () => {
    const brochure = await call(ROUTES.ebrochure.create, { auth: true, form: { title: "Brochure", description: "<p>Ours</p>", cover_image: await files.jpeg(), pdf_file: await files.pdf() } });
    expect(brochure.status, JSON.stringify(brochure.body)).toBe(201);
    await draft("ebrochure", brochure.body.data.id, { title: "Brochure 2027" });
    expect((await call(ROUTES.ebrochure.list)).body.title).toBe("Brochure");
    expect((await call(ROUTES.ebrochure.list, { headers: withPreview })).body.title).toBe("Brochure 2027");
    expect((await publicItem(COLLECTIONS.ebrochure, true))?.title).toBe("Brochure 2027");
    expect((await publicItem(COLLECTIONS.ebrochure))?.title).toBe("Brochure");
  });
});

describe.each(COLLECTION_LIST.map((def) => [def.key, def] as const))("%s", (key, def) => {
  it("a record that exists only as a draft is in the preview's list and page rows, in no public one", async () => {
    const marker = `Draft-only ${key} 8e1f`;
    const record: Record<string, unknown> = { position: 1 };
    for (const field of def.fields) record[field.name] = field.kind === "integer" ? 7 : marker;
    for (const field of def.files) record[field.name] = "/uploads/2025/01/0123456789abcdef0123456789abcdef.jpg";
    if (def.parent) record[def.parent.field] = 1;
    // Any value field carries the marker; a type without one (gallery, logos) is found by its id.
    const id = 9300;
    // A singleton is only ever a draft alone: before its first publish.
    if (def.singleton) await prisma.eBrochure.deleteMany();
    await draft(key, id, record, true);
    const found = (body: unknown) => JSON.stringify(body).includes(`"id":${id}`);

    const published = await call(ROUTES[key].list);
    expect(def.singleton ? published.status : found(published.body)).toBe(def.singleton ? 404 : false);
    expect(found(await publicList(def))).toBe(false);
    expect(found(await publicList(def, undefined, false))).toBe(false);

    const previewed = await call(ROUTES[key].list, { headers: withPreview });
    expect(previewed.status).toBe(200);
    expect(found(previewed.body)).toBe(true);
    expect(found(await publicList(def, undefined, true))).toBe(true);
    if (def.fields.some((field) => field.kind !== "integer")) expect(JSON.stringify(previewed.body)).toContain(marker);
  });
});

describe("subcategories under drafted categories", () => {
  it("a draft-only category and a subcategory moved to it show only in the preview, filtered by parent, and never in the sitemap", async () => {
    const bags = await call(ROUTES.mainCategories.create, { auth: true, form: { title: "Bags", image: await files.jpeg() } });
    const bagsId = bags.body.data.id as number;
    const sub = await call(ROUTES.subcategories.create, { auth: true, form: { main_category_id: String(bagsId), title: "Carry bag", description: "<p>Strong</p>", image: await files.jpeg() } });
    const subId = sub.body.data.id as number;
    await draft("mainCategories", 9100, { title: "Films", image: "/uploads/2025/01/films.jpg", image_alt: "", position: 99 }, true);
    await draft("subcategories", subId, { ...sub.body.data, main_category_id: 9100 });

    const filtered = (id: number, headers?: Record<string, string>) => call(ROUTES.subcategories.list, { url: `http://localhost/api/subcategories?main_category_id=${id}`, headers });
    expect(ids((await filtered(bagsId)).body)).toEqual([subId]);
    expect((await filtered(9100)).body).toEqual([]);
    expect(ids((await filtered(bagsId, withPreview)).body)).toEqual([]);
    const moved = (await filtered(9100, withPreview)).body;
    expect(moved).toMatchObject([{ id: subId, main_category_id: 9100, main_category_title: "Films" }]);
    expect(ids((await call(ROUTES.mainCategories.list, { headers: withPreview })).body)).toEqual([bagsId, 9100]);
    expect(ids((await call(ROUTES.mainCategories.list)).body)).toEqual([bagsId]);
    expect(ids(await publicList(COLLECTIONS.subcategories, { parentId: 9100 }, true))).toEqual([subId]);

    // Even asked inside a preview session, the sitemap names published records only.
    jar.cookie = previewToken;
    expect(ids(await publicList(COLLECTIONS.mainCategories))).toEqual([bagsId, 9100]);
    const urls = (await sitemap()).map((entry) => entry.url);
    expect(urls.some((url) => url.includes("category=9100"))).toBe(false);
    expect(urls).toContainEqual(expect.stringContaining(`category=${bagsId}&amp;sub=${subId}`));
  });
});

describe("the site settings' draft", () => {
  it("shows in a preview session only, and never enters the shared entry", async () => {
    const published = (await getSiteSettings()).company_name;
    await draft("siteSettings", 1, { company_name: "Drafted Name Ltd", phone: 42 });
    expect((await getSiteSettings()).company_name).toBe(published);
    jar.cookie = previewToken;
    const drafted = await getSiteSettings();
    expect(drafted.company_name).toBe("Drafted Name Ltd");
    // Only string values of known fields are taken.
    expect(typeof drafted.phone).toBe("string");
    jar.cookie = null;
    expect((await getSiteSettings()).company_name).toBe(published);
    expect(JSON.stringify([...memoryDataCache.entries.values()])).not.toContain("Drafted Name");
  });
});

describe("a file only a draft names", () => {
  async function privateFile(key: string): Promise<void> {
    await uploadStorage().put(key, new Uint8Array(await (await files.jpeg()).arrayBuffer()), "image/jpeg");
    expect(await uploadStorage().move(key, "trash")).toBe(true);
  }

  async function get(key: string, cookie?: string): Promise<Response> {
    const headers = cookie ? { cookie } : undefined;
    return serveUploadRoute(new Request(`http://localhost/uploads/${key}`, { headers }), { params: Promise.resolve({ path: key.split("/") }) });
  }

  it("is served from the private place only to a valid preview session, never kept", async () => {
    const named = "2025/07/0123456789abcdef0123456789abcdef.jpg";
    const unnamed = "2025/07/fedcba9876543210fedcba9876543210.jpg";
    await privateFile(named);
    await privateFile(unnamed);
    const kept = await slider("With a new image coming");
    await draft("sliders", kept.id, { image: `/uploads/${named}` });

    for (const cookie of [undefined, "preview_session=forged", "other=1"]) {
      const answer = await get(named, cookie);
      expect(answer.status, String(cookie)).toBe(404);
      await answer.body?.cancel();
    }
    const shown = await get(named, withPreview.cookie);
    expect(shown.status).toBe(200);
    expect(shown.headers.get("content-type")).toBe("image/jpeg");
    expect(shown.headers.get("cache-control")).toBe("private, no-store");
    expect(shown.headers.get("x-robots-tag")).toBe("noindex");
    expect((await shown.arrayBuffer()).byteLength).toBeGreaterThan(100);
    // A private file no draft names (a trashed record's) stays hidden, even from a preview.
    const hidden = await get(unnamed, withPreview.cookie);
    expect(hidden.status).toBe(404);
    await hidden.body?.cancel();
    // A public file is served as always, with or without the session.
    const publicKey = String(kept.image).replace(/^\/uploads\//, "");
    const ordinary = await get(publicKey, withPreview.cookie);
    expect(ordinary.status).toBe(200);
    expect(ordinary.headers.get("cache-control")).toContain("immutable");
    await ordinary.body?.cancel();
  });
});
