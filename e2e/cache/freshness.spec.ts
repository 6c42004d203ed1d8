import { createHash } from "node:crypto";
import zlib from "node:zlib";
import { expect, test, type APIRequestContext } from "@playwright/test";
import type { CollectionDefinition, CollectionKey } from "@/lib/content/collection-definition";
import { COLLECTION_LIST, COLLECTIONS } from "@/lib/content/collections";
import { jpeg, pdf, type FilePayload } from "../admin/support/files";
import { E2E_ADMIN } from "../../playwright.config";

// Runs against its own server (playwright.config.ts, project "cache"): it changes every content
// type, and its query counts must not see other tests' traffic.
test.describe.configure({ mode: "serial" });

const PAGE = { accept: "text/html" };
type ContentRow = { id: number; [field: string]: unknown };

/** The public page that shows each content type. */
const SHOWN_ON: { [key in CollectionKey]: (record: ContentRow) => string } = {
  sliders: () => "/",
  mainCategories: () => "/product",
  subcategories: (record) => `/product?category=${record.main_category_id}`,
  ebrochure: () => "/ebrochure",
  gallery: () => "/gallery",
  ecoRevolution: () => "/",
  valuedClients: () => "/",
  counters: () => "/",
  testimonials: () => "/",
  aboutUs: () => "/about",
  certificates: () => "/certificates",
};
/** A page showing other content only: it must keep its cached copy through the save. */
const unrelatedTo = (def: CollectionDefinition, shown: string) => ["/gallery", "/about", "/ebrochure"].find((path) => path !== shown && !(def.key === "certificates" && path === "/"))!;

let auth: { [name: string]: string } = {};

test.beforeAll(async ({ request }) => {
  const login = await request.post("/logAdmin", { data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password } });
  expect(login.ok()).toBe(true);
  auth = { authorization: `Bearer ${(await login.json()).token}` };
});

/**
 * The query count is the whole process's: its background jobs (the publish scheduler every 20 s,
 * the sweeps) query now and then. A "no query" check is run again until one pass falls between
 * them; a hit that queried would fail every pass.
 */
const BETWEEN_BACKGROUND_JOBS = { intervals: [1_000], timeout: 90_000 };

async function get(request: APIRequestContext, path: string, headers: { [name: string]: string } = {}) {
  const response = await request.get(path, { headers });
  return { status: response.status(), cache: response.headers()["x-cache"], queries: Number(response.headers()["x-db-query-count"]), etag: response.headers()["etag"], body: await response.text(), headers: response.headers() };
}

/** A save of `record`: new text in every text field (or a new file where there is none). */
async function saveOf(def: CollectionDefinition, record: ContentRow, stamp: string) {
  const fields: { [name: string]: string | number } = {};
  if (def.parent) fields[def.parent.field] = String(record[def.parent.field]);
  for (const field of def.fields) {
    if (field.kind === "integer") fields[field.name] = field.max !== undefined ? field.max - (Date.now() % 2) : 700 + (Date.now() % 100);
    else if (field.kind === "richtext") fields[field.name] = `<p>${field.label} ${stamp}</p>`;
    else fields[field.name] = `${field.label} ${stamp}`;
  }
  // A singleton is saved by a create that replaces it (the e-brochure).
  const path = def.singleton ? def.endpoints.create : def.endpoints.update.replace("{id}", String(record.id));
  if (def.body === "json") return { path, data: fields };
  const multipart: { [name: string]: string | FilePayload } = {};
  for (const [name, value] of Object.entries(fields)) multipart[name] = String(value);
  if (!def.fields.some((field) => field.kind === "text") || def.updateNeedsAFile) {
    const file = def.files[0];
    multipart[file.formField] = file.accept.images === "any" || file.accept.images.length ? await jpeg(`new-${stamp}.jpg`, "#123456") : pdf(`new-${stamp}.pdf`);
  }
  for (const field of def.files) if (field.keepField && record[field.name]) multipart[field.keepField] = String(record[field.name]);
  return { path, multipart };
}

/** What the page and list must now show: the first text field's value, or the new file's name. */
function shownValue(def: CollectionDefinition, data: ContentRow): string {
  const text = def.fields.find((field) => field.kind === "text");
  if (text) return String(data[text.name]);
  const url = String(data[def.files[0].name]);
  return url.slice(url.lastIndexOf("/") + 1, url.lastIndexOf("."));
}

for (const def of COLLECTION_LIST) {
  test(`a save of ${def.label.plural.toLowerCase()} shows on its page and list at once; other pages stay cached`, async ({ request }) => {
    const listed = await (await request.get(def.endpoints.list)).json();
    const record: ContentRow = def.singleton ? listed : listed[0];
    expect(record, `seeded ${def.key}`).toBeTruthy();
    const shown = SHOWN_ON[def.key](record);
    const unrelated = unrelatedTo(def, shown);
    const list = def.parent ? `${def.endpoints.list}?${def.parent.filterParam}=${record[def.parent.field]}` : def.endpoints.list;

    for (const path of [shown, unrelated]) await get(request, path, PAGE);
    await get(request, list);
    expect((await get(request, shown, PAGE)).cache).toBe("HIT");
    expect((await get(request, list)).cache).toBe("HIT");
    expect((await get(request, unrelated, PAGE)).cache).toBe("HIT");

    const stamp = `${def.key}${Date.now()}`;
    const save = await saveOf(def, record, stamp);
    const { path: savePath, ...body } = save;
    const response = await request.fetch(savePath, { method: def.singleton ? "POST" : "PUT", headers: auth, ...body });
    expect(response.status(), await response.text()).toBe(200);
    const { data } = await response.json();
    const value = shownValue(def, data);

    const page = await get(request, shown, PAGE);
    expect(page.cache).toBe("MISS");
    expect(page.body).toContain(value);
    const after = await get(request, list);
    expect(after.cache).toBe("MISS");
    expect(after.body).toContain(value);
    expect((await get(request, unrelated, PAGE)).cache).toBe("HIT");
    expect((await get(request, shown, PAGE)).cache).toBe("HIT");
  });
}

test("warm pages and lists cost no database query, nor do client-side navigations", async ({ request }) => {
  test.setTimeout(180_000);
  const addresses: Array<[string, Record<string, string>]> = [
    ["/", PAGE],
    ["/product", PAGE],
    ["/product?category=1", PAGE],
    ["/gallery", PAGE],
    ["/about", PAGE],
    ["/sitemap.xml", {}],
    ...COLLECTION_LIST.map((def): [string, Record<string, string>] => [def.endpoints.list, {}]),
    ["/api/subcategories?main_category_id=1", {}],
  ];
  for (const [path, headers] of addresses) await get(request, path, headers);
  // A client-side navigation renders from the data cache: warm it once too.
  await get(request, "/product", { rsc: "1" });
  await expect(async () => {
    const before = (await get(request, "/robots.txt")).queries;
    expect(before).toBeGreaterThan(0);
    for (let round = 0; round < 3; round++) {
      for (const [path, headers] of addresses) {
        const answer = await get(request, path, headers);
        expect(answer.status, path).toBe(200);
        expect(answer.cache, path).toBe("HIT");
        expect(answer.queries, path).toBe(before);
      }
      const navigation = await get(request, "/product", { rsc: "1" });
      expect(navigation.cache).toBeUndefined();
      expect(navigation.queries).toBe(before);
    }
  }).toPass(BETWEEN_BACKGROUND_JOBS);
});

test("conditional requests: 304 while unchanged, the new page after a save", async ({ request }) => {
  const first = await get(request, "/about", PAGE);
  expect(first.headers["cache-control"]).toBe("public, max-age=0, s-maxage=30, must-revalidate");
  expect(first.headers["last-modified"]).toBeTruthy();
  const unchanged = await request.get("/about", { headers: { ...PAGE, "if-none-match": first.etag } });
  expect(unchanged.status()).toBe(304);
  expect(await unchanged.body()).toHaveLength(0);

  const list = await get(request, "/api/about-us");
  expect(list.headers["cache-control"]).toBe("public, no-cache");
  expect((await request.get("/api/about-us", { headers: { "if-none-match": list.etag } })).status()).toBe(304);

  const [entry] = JSON.parse(list.body);
  const saved = await request.put(`/api/about-us/${entry.id}`, { headers: auth, multipart: { title: `About ${Date.now()}`, description: entry.description } });
  expect(saved.status()).toBe(200);
  const changed = await request.get("/about", { headers: { ...PAGE, "if-none-match": first.etag } });
  expect(changed.status()).toBe(200);
  expect(changed.headers()["etag"]).not.toBe(first.etag);
});

test("admin screens and token-protected answers are never stored", async ({ request }) => {
  const admin = await request.get("/admin", { headers: PAGE });
  expect(admin.headers()["cache-control"]).toContain("no-store");
  expect(admin.headers()["x-cache"]).toBeUndefined();
  const leads = await request.get("/api/leads/inquiries", { headers: auth });
  expect(leads.status()).toBe(200);
  expect(leads.headers()["cache-control"]).toContain("no-store");
  const dashboard = await request.get("/admin/dashboard", { headers: { ...auth, accept: "application/json" } });
  expect(dashboard.headers()["cache-control"]).toContain("no-store");
});

test("parameters a page does not read share its copy and never reach it", async ({ request }) => {
  await get(request, "/product?category=1", PAGE);
  const tracked = await get(request, "/product?utm_source=newsletter&category=1&ref=secret-value", PAGE);
  expect(tracked.cache).toBe("HIT");
  expect(tracked.body).not.toContain("secret-value");
});

test("ids a stranger makes up fill nothing: other spellings share the id's copy, parents that do not exist share one", async ({ request }) => {
  test.setTimeout(180_000);
  const categories = JSON.parse((await get(request, "/api/main-category")).body) as ContentRow[];
  const existing = categories[0]!.id;
  const unknown = Math.max(...categories.map((category) => category.id)) + 1000;
  await get(request, `/product?category=${existing}`, PAGE);
  const own = await get(request, `/api/subcategories?main_category_id=${existing}`);
  expect((await get(request, `/api/subcategories?main_category_id=${unknown}`)).body).toBe("[]");
  // The process's query count (the header) must not move from here on.
  await expect(async () => {
    const before = (await get(request, "/robots.txt")).queries;
    for (const spelling of [`0${existing}`, `%20${existing}`, `%E2%80%83${existing}`]) {
      const other = await get(request, `/product?category=${spelling}`, PAGE);
      expect(other.cache, spelling).toBe("HIT");
      expect(other.queries).toBe(before);
    }
    for (let id = unknown + 1; id < unknown + 50; id += 1) {
      const shared = await get(request, `/api/subcategories?main_category_id=${id}`);
      expect(shared.cache).toBe("HIT");
      expect(shared.queries).toBe(before);
      expect(shared.body).toBe("[]");
    }
  }).toPass(BETWEEN_BACKGROUND_JOBS);
  // The parent that exists keeps its own answer.
  const again = await get(request, `/api/subcategories?main_category_id=${existing}`);
  expect(again.body).toBe(own.body);
  expect(JSON.parse(again.body).length).toBeGreaterThan(0);
});

// The public JSON lists of contract §4 on the fast path: a kept list is answered before Next, and
// must be what the route handler answers, kept fresh by every kind of write, and never answered
// to what must bypass it.
const IDENTITY = { "accept-encoding": "identity" };
// Set per answer (or by the cache itself): every other header of the handler's answer is kept as is.
const PER_ANSWER = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length", "x-request-id", "x-db-query-count", "x-cache", "cache-control", "etag", "last-modified", "vary"]);

// Next names where the proxy sent `/gallery/`, query included: the bypassing parameter shows there.
const kept = (headers: { [name: string]: string }) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_ANSWER.has(name)).map(([name, value]) => [name, name === "x-middleware-rewrite" ? value.replace(/[?&]bypass=1$/, "") : value]));
const withParameter = (path: string, parameter: string) => `${path}${path.includes("?") ? "&" : "?"}${parameter}`;

/** The bytes sent, decoded when the client did not already decode them. */
function plain(body: Buffer, decode: ((compressed: Buffer) => Buffer) | null): Buffer {
  if (!decode) return body;
  try {
    return decode(body);
  } catch {
    return body;
  }
}

async function answer(request: APIRequestContext, path: string, headers: { [name: string]: string } = {}) {
  const response = await request.get(path, { headers: { ...IDENTITY, ...headers } });
  return { status: response.status(), headers: response.headers(), body: await response.body() };
}

/** Every list of contract §4, the filtered subcategories of a real parent and the e-brochure's record. */
async function listAddresses(request: APIRequestContext): Promise<string[]> {
  const [category] = JSON.parse((await answer(request, "/api/main-category")).body.toString()) as Array<{ id: number }>;
  return [
    ...COLLECTION_LIST.map((def) => def.endpoints.list),
    "/gallery",
    `/api/subcategories?main_category_id=${category!.id}`,
  ];
}

test("a kept list is the handler's answer byte for byte: body, headers, an ETag of those bytes, every encoding", async ({ request }) => {
  for (const path of await listAddresses(request)) {
    // The handler's own answer: a parameter the list does not read sends the request past the cache.
    const own = await answer(request, withParameter(path, "bypass=1"));
    expect(own.status, path).toBe(200);
    expect(own.headers["x-cache"], path).toBeUndefined();
    await answer(request, path);
    const hit = await answer(request, path);
    expect(hit.headers["x-cache"], path).toBe("HIT");
    expect(hit.body.equals(own.body), path).toBe(true);
    expect(kept(hit.headers), path).toEqual(kept(own.headers));
    expect(Number(hit.headers["content-length"]), path).toBe(hit.body.length);
    expect(hit.headers["etag"], path).toBe(`W/"${createHash("sha1").update(hit.body).digest("base64url")}"`);
    expect(hit.headers["cache-control"], path).toBe("public, no-cache");
    expect(hit.headers["x-request-id"], path).toMatch(/^[0-9a-f-]{36}$/);
    for (const name of (own.headers["vary"] ?? "").split(",").map((token) => token.trim()).filter(Boolean)) expect(hit.headers["vary"], path).toContain(name);
    expect(hit.headers["vary"], path).toContain("Accept");

    const revalidated = await request.get(path, { headers: { "if-none-match": hit.headers["etag"]! } });
    expect(revalidated.status(), path).toBe(304);
    expect(revalidated.headers()["x-request-id"], path).toMatch(/^[0-9a-f-]{36}$/);
    for (const [encoding, decode] of [
      ["br", zlib.brotliDecompressSync],
      ["gzip", zlib.gunzipSync],
    ] as const) {
      const compressed = await request.get(path, { headers: { "accept-encoding": encoding } });
      const sent = compressed.headers()["content-encoding"];
      const body = await compressed.body();
      // A small list is sent as it is (compressing it saves nothing); a larger one compressed once.
      if (sent) expect(sent, path).toBe(encoding);
      expect(compressed.headers()["x-cache"], path).toBe("HIT");
      expect(plain(body, sent ? decode : null).equals(own.body), `${path} ${encoding}`).toBe(true);
    }
  }
});

test("a token, a parameter the list does not read or a preview cookie goes to the handler, with the same data", async ({ request }) => {
  const path = "/api/testimonials";
  await answer(request, path);
  const hit = await answer(request, path);
  expect(hit.headers["x-cache"]).toBe("HIT");
  for (const [address, headers] of [
    [path, auth],
    [`${path}?page=2`, {}],
    [path, { cookie: "preview_session=not-a-session" }],
  ] as const) {
    const bypassed = await answer(request, address, headers);
    expect(bypassed.status, address).toBe(200);
    expect(bypassed.headers["x-cache"], `${address} ${Object.keys(headers).join()}`).toBeUndefined();
    expect(bypassed.body.equals(hit.body), address).toBe(true);
  }
  // A site cookie is no credential: still the kept answer.
  expect((await answer(request, path, { cookie: "googtrans=/en/fr" })).headers["x-cache"]).toBe("HIT");
});

test("a delete, a restore and a move expire the kept list at once; other lists stay kept", async ({ request }) => {
  const path = COLLECTIONS.testimonials.endpoints.list;
  const other = COLLECTIONS.certificates.endpoints.list;
  const ids = async () => (JSON.parse((await answer(request, path)).body.toString()) as Array<{ id: number }>).map((row) => row.id);
  const warm = async () => {
    await answer(request, path);
    await answer(request, other);
    expect((await answer(request, path)).headers["x-cache"]).toBe("HIT");
  };
  const before = await ids();
  expect(before.length).toBeGreaterThan(1);
  const [first, second] = before as [number, number];

  await warm();
  const removed = await request.delete(`/api/testimonials/${first}`, { headers: auth });
  expect(removed.status(), await removed.text()).toBe(200);
  const afterDelete = await answer(request, path);
  expect(afterDelete.headers["x-cache"]).toBe("MISS");
  expect(await ids()).not.toContain(first);
  expect((await answer(request, other)).headers["x-cache"]).toBe("HIT");

  await warm();
  const restored = await request.post(`/api/admin/trash/testimonials/${first}/restore`, { headers: auth });
  expect(restored.status(), await restored.text()).toBe(200);
  expect((await answer(request, path)).headers["x-cache"]).toBe("MISS");
  expect(await ids()).toEqual(before);

  await warm();
  const moved = await request.patch(`/api/admin/move/testimonials/${second}`, { headers: auth, data: { direction: "up" } });
  expect(moved.status(), await moved.text()).toBe(200);
  expect((await answer(request, path)).headers["x-cache"]).toBe("MISS");
  const order = await ids();
  expect(order.indexOf(second)).toBeLessThan(order.indexOf(first));
  expect((await answer(request, path)).headers["x-cache"]).toBe("HIT");
  expect((await answer(request, other)).headers["x-cache"]).toBe("HIT");
});

// Contract §7's writes refresh the same pages and lists as a save: a draft changes nothing public
// (the kept copies stay), its publish, a version's restore, a restore from the trash and a scheduled
// publish show at once (the scheduler's, once its time has come).
const drafts = (collection: string, id: number) => `/api/admin/drafts/${collection}/${id}`;

/** Warms a page and a list, and checks both are now answered from the cache. */
async function warm(request: APIRequestContext, page: string, list: string) {
  await get(request, page, PAGE);
  await get(request, list);
  expect((await get(request, page, PAGE)).cache).toBe("HIT");
  expect((await get(request, list)).cache).toBe("HIT");
}

/** Saves `record`'s draft with new text (contract §7: the update's own fields); answers the value its page will show. */
async function saveDraftOf(request: APIRequestContext, def: CollectionDefinition, record: ContentRow, stamp: string): Promise<string> {
  const save = await saveOf(def, record, stamp);
  const body = "multipart" in save ? { multipart: save.multipart } : { data: save.data };
  const saved = await request.put(drafts(def.key, record.id), { headers: auth, ...body });
  expect(saved.status(), await saved.text()).toBe(200);
  return shownValue(def, (await saved.json()).data.record);
}

test("a draft changes nothing public; its publish shows on its page and list at once; other pages stay cached", async ({ request }) => {
  const def = COLLECTIONS.testimonials;
  const [record] = (await (await request.get(def.endpoints.list)).json()) as ContentRow[];
  await warm(request, "/", def.endpoints.list);
  await get(request, "/about", PAGE);

  const value = await saveDraftOf(request, def, record!, `draft${Date.now()}`);
  for (const [path, headers] of [["/", PAGE], [def.endpoints.list, {}]] as const) {
    const kept = await get(request, path, headers);
    expect(kept.cache, path).toBe("HIT");
    expect(kept.body, path).not.toContain(value);
  }

  const published = await request.post(`${drafts(def.key, record!.id)}/publish`, { headers: auth, data: {} });
  expect(published.status(), await published.text()).toBe(200);
  for (const [path, headers] of [["/", PAGE], [def.endpoints.list, {}]] as const) {
    const fresh = await get(request, path, headers);
    expect(fresh.cache, path).toBe("MISS");
    expect(fresh.body, path).toContain(value);
  }
  expect((await get(request, "/about", PAGE)).cache).toBe("HIT");
});

test("restoring a version: into the draft changes nothing public; published, it shows on its page and list at once", async ({ request }) => {
  const def = COLLECTIONS.testimonials;
  const [record] = (await (await request.get(def.endpoints.list)).json()) as ContentRow[];
  const text = def.fields.find((field) => field.kind === "text")!.name;
  const versions = (await (await request.get(`/api/admin/versions/${def.key}/${record!.id}`, { headers: auth })).json()).data as Array<{ version: number }>;
  // The newest version holding other text than the live record's.
  let older: { version: number; value: string } | undefined;
  for (const { version } of versions) {
    const kept = (await (await request.get(`/api/admin/versions/${def.key}/${record!.id}/${version}`, { headers: auth })).json()).data.record as ContentRow;
    if (kept[text] && kept[text] !== record![text]) {
      older = { version, value: String(kept[text]) };
      break;
    }
  }
  expect(older, "a version with other text").toBeTruthy();
  const restore = `/api/admin/versions/${def.key}/${record!.id}/${older!.version}/restore`;

  await warm(request, "/", def.endpoints.list);
  const asDraft = await request.post(restore, { headers: auth, data: { as: "draft" } });
  expect(asDraft.status(), await asDraft.text()).toBe(200);
  expect((await get(request, "/", PAGE)).cache).toBe("HIT");
  expect((await get(request, def.endpoints.list)).body).not.toContain(older!.value);
  expect((await request.delete(drafts(def.key, record!.id), { headers: auth })).status()).toBe(200);

  await warm(request, "/", def.endpoints.list);
  const restored = await request.post(restore, { headers: auth, data: {} });
  expect(restored.status(), await restored.text()).toBe(200);
  for (const [path, headers] of [["/", PAGE], [def.endpoints.list, {}]] as const) {
    const fresh = await get(request, path, headers);
    expect(fresh.cache, path).toBe("MISS");
    expect(fresh.body, path).toContain(older!.value);
  }
});

test("a restore from the trash shows the record on its page and list at once", async ({ request }) => {
  const def = COLLECTIONS.certificates;
  const page = "/certificates";
  const [record] = (await (await request.get(def.endpoints.list)).json()) as ContentRow[];
  const value = shownValue(def, record!);

  await warm(request, page, def.endpoints.list);
  const removed = await request.delete(def.endpoints.remove.replace("{id}", String(record!.id)), { headers: auth });
  expect(removed.status(), await removed.text()).toBe(200);
  const gone = await get(request, page, PAGE);
  expect(gone.cache).toBe("MISS");
  expect(gone.body).not.toContain(value);

  await warm(request, page, def.endpoints.list);
  const restored = await request.post(`/api/admin/trash/${def.key}/${record!.id}/restore`, { headers: auth });
  expect(restored.status(), await restored.text()).toBe(200);
  for (const [path, headers] of [[page, PAGE], [def.endpoints.list, {}]] as const) {
    const fresh = await get(request, path, headers);
    expect(fresh.cache, path).toBe("MISS");
    expect(fresh.body, path).toContain(value);
  }
});

test("a publish scheduled a few seconds ahead shows on its page and list once the scheduler has run", async ({ request }) => {
  // The scheduler runs every 20 s (lib/publishing/publish-scheduler.ts): allow a few rounds on a loaded machine.
  test.setTimeout(150_000);
  const def = COLLECTIONS.aboutUs;
  const page = "/about";
  const [record] = (await (await request.get(def.endpoints.list)).json()) as ContentRow[];
  const value = await saveDraftOf(request, def, record!, `scheduled${Date.now()}`);
  await warm(request, page, def.endpoints.list);

  const at = Date.now() + 4_000;
  const scheduled = await request.post(`${drafts(def.key, record!.id)}/publish`, { headers: auth, data: { at: new Date(at).toISOString() } });
  expect(scheduled.status(), await scheduled.text()).toBe(200);
  const before = await get(request, page, PAGE);
  // Checked only while the time is still ahead: the machine may be slow.
  if (Date.now() < at - 500) expect(before.body).not.toContain(value);

  await expect.poll(async () => (await get(request, page, PAGE)).body, { timeout: 120_000, intervals: [1_000, 2_000, 5_000] }).toContain(value);
  expect((await get(request, def.endpoints.list)).body).toContain(value);
  // Published: the draft is gone.
  expect((await request.get(drafts(def.key, record!.id), { headers: auth })).status()).toBe(404);
});
