import { expect, test, type APIRequestContext } from "@playwright/test";
import type { CollectionDefinition, CollectionKey } from "@/lib/content/collection-definition";
import { COLLECTION_LIST } from "@/lib/content/collections";
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
  const categories = JSON.parse((await get(request, "/api/main-category")).body) as ContentRow[];
  const existing = categories[0]!.id;
  const unknown = Math.max(...categories.map((category) => category.id)) + 1000;
  await get(request, `/product?category=${existing}`, PAGE);
  const own = await get(request, `/api/subcategories?main_category_id=${existing}`);
  expect((await get(request, `/api/subcategories?main_category_id=${unknown}`)).body).toBe("[]");
  // The process's query count (the header) must not move from here on.
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
  // The parent that exists keeps its own answer.
  const again = await get(request, `/api/subcategories?main_category_id=${existing}`);
  expect(again.body).toBe(own.body);
  expect(JSON.parse(again.body).length).toBeGreaterThan(0);
});
