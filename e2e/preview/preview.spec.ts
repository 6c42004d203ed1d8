import { expect, test, type APIRequestContext } from "@playwright/test";
import pg from "pg";
import { startIsolatedServer } from "../../scripts/start-isolated-server.mjs";
import { createThrowawayDatabase, TEST_POSTGRES_SERVER, type ThrowawayDatabase } from "../../tests/support/throwaway-database";
import { jpeg } from "../admin/support/files";
import { expectNoAxeViolations } from "../support/axe";

// A preview link opened in a real browser against the production build, on a server of its own
// (PostgreSQL, so the test can write draft rows as the drafts endpoints will): the banner and the
// draft values show, the answers are no-store and noindex, another visitor and the page cache
// keep the published page, and Exit preview ends it.
test.describe.configure({ mode: "serial" });

const BASE = `http://localhost:${process.env.E2E_PREVIEW_PORT || 3450}`;
const ADMIN = { username: "admin", password: "preview-e2e-password" };
const PAGE = { accept: "text/html" };
const PUBLISHED = "Our published story";
const DRAFTED = "Our story, as drafted";

let database: ThrowawayDatabase;
let server: { stop: () => Promise<void> };
let auth: Record<string, string>;
let token: string;

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(240_000);
  database = await createThrowawayDatabase(TEST_POSTGRES_SERVER, "ecopack_preview_e2e");
  server = await startIsolatedServer({
    base: BASE,
    adminPassword: ADMIN.password,
    label: "preview",
    env: { DATABASE_URL: database.url, ADMIN_USERNAME: ADMIN.username, ADMIN_EMAIL: "admin@ecopack.test", DB_QUERY_COUNT_HEADER: "1", SEED_DEMO_CONTENT: "0" },
  });
  const request = await playwright.request.newContext({ baseURL: BASE });
  const login = await request.post("/logAdmin", { data: ADMIN });
  expect(login.ok()).toBe(true);
  token = (await login.json()).token;
  auth = { authorization: `Bearer ${token}` };
  await publishAboutUs(request);
  await request.dispose();
});

test.afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

/** The About us record, published with a known title, and its draft written beside it. */
async function publishAboutUs(request: APIRequestContext) {
  const existing = (await (await request.get("/api/about-us")).json()) as Array<{ id: number }>;
  for (const record of existing) await request.delete(`/api/about-us/${record.id}`, { headers: auth });
  const created = await request.post("/api/about-us", { headers: auth, multipart: { title: PUBLISHED, description: "<p>Since 2010.</p>", image: await jpeg("story.jpg") } });
  expect(created.status(), await created.text()).toBe(201);
  const record = (await created.json()).data as Record<string, unknown> & { id: number };
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await client.query(`INSERT INTO content_drafts (collection, record_id, record, draft_only, author_username, updated_at) VALUES ('aboutUs', $1, $2, false, 'admin', now())`, [
      record.id,
      JSON.stringify({ ...record, title: DRAFTED }),
    ]);
  } finally {
    await client.end();
  }
}

async function previewLink(request: APIRequestContext, path: string): Promise<string> {
  const answer = await request.post(`${BASE}/api/admin/preview`, { headers: auth, data: { path } });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()).data.url as string;
}

test("a preview link shows the drafts with a banner, and nobody else sees them", async ({ browser, request }) => {
  // Two browser contexts, cold renders and axe on a shared two-core machine.
  test.setTimeout(180_000);
  // The published page, kept by the page cache.
  await request.get(`${BASE}/about`, { headers: PAGE });
  const warm = await request.get(`${BASE}/about`, { headers: PAGE });
  expect(warm.headers()["x-cache"]).toBe("HIT");
  expect(await warm.text()).toContain(PUBLISHED);

  const previewer = await browser.newContext();
  const page = await previewer.newPage();
  const url = await previewLink(request, "/about");
  const landed = page.waitForResponse((response) => new URL(response.url()).pathname === "/about" && response.request().isNavigationRequest());
  await page.goto(url);
  const answer = await landed;
  expect(new URL(page.url()).pathname).toBe("/about");
  expect(answer.headers()["cache-control"]).toBe("no-store");
  expect(answer.headers()["x-robots-tag"]).toBe("noindex");
  expect(answer.headers()["x-cache"]).toBeUndefined();

  const banner = page.getByRole("region", { name: "Preview of unpublished changes" });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText("You are seeing unpublished changes");
  await expect(page.getByRole("heading", { name: DRAFTED })).toBeVisible();
  const cookie = (await previewer.cookies()).find((candidate) => candidate.name === "preview_session")!;
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", value: new URL(url).searchParams.get("token") });
  expect(cookie.expires * 1000 - Date.now()).toBeLessThanOrEqual(600_000);

  // The public list answers the draft to the session too, kept by nobody.
  const list = await page.request.get(`${BASE}/api/about-us`);
  expect(list.headers()["cache-control"]).toBe("no-store");
  expect((await list.json())[0].title).toBe(DRAFTED);

  // The banner passes axe.
  await expectNoAxeViolations(page, { tags: ["wcag2a", "wcag2aa"], include: 'section[aria-label="Preview of unpublished changes"]' });

  // Another visitor, and the page cache right after: the published page.
  const visitor = await browser.newContext();
  const other = await visitor.newPage();
  await other.goto(`${BASE}/about`);
  await expect(other.getByRole("heading", { name: PUBLISHED })).toBeVisible();
  await expect(other.getByRole("region", { name: "Preview of unpublished changes" })).toHaveCount(0);
  const after = await request.get(`${BASE}/about`, { headers: PAGE });
  expect(after.headers()["x-cache"]).toBe("HIT");
  // The warm path is as before: a kept answer runs no database query (the server's running count
  // stays). The scheduler and the sweeps query now and then: a pair they fell between is taken again.
  await expect(async () => {
    const first = await request.get(`${BASE}/about`, { headers: PAGE });
    const again = await request.get(`${BASE}/about`, { headers: PAGE });
    expect(first.headers()["x-cache"]).toBe("HIT");
    expect(again.headers()["x-db-query-count"]).toBe(first.headers()["x-db-query-count"]);
  }).toPass({ intervals: [1_000], timeout: 60_000 });
  expect(after.headers()["x-robots-tag"]).toBeUndefined();
  const html = await after.text();
  expect(html).toContain(PUBLISHED);
  expect(html).not.toContain(DRAFTED);
  expect(await (await request.get(`${BASE}/api/about-us`)).text()).not.toContain(DRAFTED);

  // Exit preview from the keyboard: back on the published page, the cookie gone.
  const exit = banner.getByRole("link", { name: "Exit preview" });
  await exit.focus();
  await expect(exit).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: PUBLISHED })).toBeVisible();
  await expect(page).toHaveURL(`${BASE}/about`);
  await expect(page.getByRole("region", { name: "Preview of unpublished changes" })).toHaveCount(0);
  expect((await previewer.cookies()).some((candidate) => candidate.name === "preview_session")).toBe(false);
  await previewer.close();
  await visitor.close();
});

test("an altered link answers a short 401 page, and sets nothing", async ({ page }) => {
  const response = await page.goto(`${BASE}/api/preview?token=not-a-real-token`);
  expect(response!.status()).toBe(401);
  await expect(page.getByRole("heading", { name: "Preview link refused" })).toBeVisible();
  await expect(page.getByText("This preview link is not valid.")).toBeVisible();
  expect(await page.context().cookies()).toEqual([]);
});

test("the dashboard's Preview site button opens the site with the drafts in a new tab", async ({ page, context }) => {
  await page.goto(`${BASE}/admin`);
  await page.evaluate((value) => window.localStorage.setItem("token", value), token);
  await page.goto(`${BASE}/admin/dashboard`);
  const opened = context.waitForEvent("page");
  await page.getByRole("button", { name: /^Preview site/ }).click();
  const tab = await opened;
  await tab.waitForURL(`${BASE}/`);
  await expect(tab.getByRole("region", { name: "Preview of unpublished changes" })).toBeVisible();
});
