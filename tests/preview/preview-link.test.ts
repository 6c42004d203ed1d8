// Preview links (contract §7 "Preview") through the real route handlers: made only with a token
// and for a public page, opened into an httpOnly cookie holding the link itself, and refused when
// altered, expired or of another kind (an admin token), with a short page for a browser.
import { afterEach, describe, expect, it, vi } from "vitest";
import { issueAdminToken } from "@/lib/auth/admin-token";
import { COLLECTION_LIST } from "@/lib/content/collections";
import { db } from "@/lib/db";
import { publicPreviewPath } from "@/lib/site/preview-path";
import { PREVIEW_TTL_SECONDS, issuePreviewToken, verifyPreviewToken } from "@/lib/preview/preview-token";
import { appRouteHandler } from "../support/app-route";
import { adminToken, call } from "../content/fixtures";
import { tamperMiddle } from "../support/tamper";

const createLink = await appRouteHandler("/api/admin/preview", "POST");
const openLink = await appRouteHandler("/api/preview", "GET");
const exitPreview = await appRouteHandler("/api/preview/exit", "GET");
const dashboard = await appRouteHandler("/api/admin/dashboard", "GET");

const tokenOf = (url: string) => new URL(url).searchParams.get("token")!;

async function linkFor(path: string): Promise<string> {
  const answer = await call(createLink, { auth: true, json: { path } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.url as string;
}

/** Opens a link as a browser does (Accept: text/html), answer unread. */
function open(url: string, accept = "text/html"): Promise<Response> {
  return openLink(new Request(url, { headers: { accept } }));
}

afterEach(() => {
  vi.useRealTimers();
});

describe("POST /api/admin/preview", () => {
  it("needs the admin token", async () => {
    const answer = await call(createLink, { json: { path: "/" } });
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ success: false, code: "unauthorized" });
    const forged = await call(createLink, { auth: "Bearer not.a.token", json: { path: "/" } });
    expect(forged.status).toBe(401);
  });

  it("answers a link to /api/preview, valid 10 minutes, carrying the canonical page", async () => {
    await adminToken();
    const started = Date.now();
    const answer = await call(createLink, { auth: true, json: { path: "/product?category=3&utm_source=mail#top" } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.body).toMatchObject({ success: true, message: "Preview link created. It works for 10 minutes.", data: { url: expect.stringMatching(/\/api\/preview\?token=[\w.-]+$/) } });
    const verdict = await verifyPreviewToken(tokenOf(answer.body.data.url));
    expect(verdict).toMatchObject({ ok: true, claims: { path: "/product?category=3" } });
    const expiresAt = verdict.ok ? verdict.claims.expiresAt.getTime() : 0;
    expect(expiresAt - started).toBeGreaterThan((PREVIEW_TTL_SECONDS - 5) * 1000);
    expect(expiresAt - started).toBeLessThanOrEqual((PREVIEW_TTL_SECONDS + 1) * 1000);
    expect(PREVIEW_TTL_SECONDS).toBe(600);
  });

  it.each([
    ["an absolute address", "https://evil.example/"],
    ["a protocol-relative address", "//evil.example/"],
    ["a backslash trick", "/\\evil.example"],
    ["a script address", "javascript:alert(1)"],
    ["the admin", "/admin/dashboard"],
    ["the API", "/api/site-settings"],
    ["an uploaded file", "/uploads/2025/01/a.jpg"],
    ["a page that does not exist", "/no-such-page"],
    ["an empty path", ""],
    ["a path with a newline", "/about\nSet-Cookie: x=1"],
  ])("refuses %s: 400 naming path", async (_, path) => {
    const answer = await call(createLink, { auth: true, json: { path } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, code: "invalid_field", details: { path: "Choose a page of the public site, such as / or /product?category=3." } });
  });

  it("refuses a body without a string path", async () => {
    for (const json of [{}, { path: 3 }, { path: ["/"] }]) {
      const answer = await call(createLink, { auth: true, json });
      expect(answer.status).toBe(400);
      expect(answer.body.success).toBe(false);
    }
  });
});

describe("GET /api/preview", () => {
  it("keeps the link in an httpOnly, SameSite=Lax cookie expiring with it, and goes to its page", async () => {
    const url = await linkFor("/product?category=3");
    const answer = await open(url);
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/product?category=3");
    expect(answer.headers.get("cache-control")).toBe("no-store");
    const cookie = answer.headers.get("set-cookie")!;
    expect(cookie).toContain(`preview_session=${tokenOf(url)}`);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    const maxAge = Number(/Max-Age=(\d+)/.exec(cookie)![1]);
    expect(maxAge).toBeGreaterThan(PREVIEW_TTL_SECONDS - 10);
    expect(maxAge).toBeLessThanOrEqual(PREVIEW_TTL_SECONDS);
    // Over plain http (a test's address) the cookie can not be Secure; over https it is.
    expect(cookie).not.toMatch(/Secure/);
    const overHttps = await openLink(new Request(url.replace(/^http:/, "https:"), { headers: { accept: "text/html" } }));
    expect(overHttps.headers.get("set-cookie")).toMatch(/; Secure/);
  });

  it("refuses an altered link with a short 401 page, no stack, no cookie", async () => {
    const url = await linkFor("/");
    const token = tokenOf(url);
    const [header, payload, signature] = token.split(".");
    const otherPath = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, "base64url").toString()), path: "/about" })).toString("base64url");
    const badSignature = `${header}.${payload}.${tamperMiddle(signature!)}`;
    for (const altered of [`${header}.${otherPath}.${signature}`, badSignature, "not-a-token", ""]) {
      const answer = await open(`http://localhost/api/preview?token=${altered}`);
      expect(answer.status).toBe(401);
      expect(answer.headers.get("set-cookie")).toBeNull();
      expect(answer.headers.get("content-type")).toContain("text/html");
      const page = await answer.text();
      expect(page).toContain("This preview link is not valid.");
      expect(page).not.toMatch(/at \w+ \(|Error:|node_modules/);
    }
    const json = await open(`http://localhost/api/preview?token=${badSignature}`, "application/json");
    expect(await json.json()).toMatchObject({ success: false, code: "preview_link_invalid" });
  });

  it("refuses an admin token as a preview link, and a preview token as an admin token", async () => {
    const answer = await open(`http://localhost/api/preview?token=${await adminToken()}`, "application/json");
    expect(answer.status).toBe(401);
    expect(await answer.json()).toMatchObject({ code: "preview_link_invalid" });
    const admin = await (await db()).admin.findFirstOrThrow();
    const asAdmin = await call(dashboard, { auth: `Bearer ${await issuePreviewToken("/", admin.id)}` });
    expect(asAdmin.status).toBe(401);
    expect(asAdmin.body.code).toBe("unauthorized");
    // Signed with the admin key and claims, but for a path: still not a preview token.
    expect(await verifyPreviewToken(await issueAdminToken(admin, { ip: "203.0.113.9", userAgent: "vitest" }))).toEqual({ ok: false, reason: "invalid" });
  });

  it("refuses a link after its 10 minutes (401 preview_link_expired), however often it was used before", async () => {
    const url = await linkFor("/about");
    expect((await open(url)).status).toBe(303);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + (PREVIEW_TTL_SECONDS + 1) * 1000);
    const answer = await open(url);
    expect(answer.status).toBe(401);
    expect(answer.headers.get("set-cookie")).toBeNull();
    expect(await answer.text()).toContain("This preview link has expired.");
    const json = await open(url, "application/json");
    expect(await json.json()).toMatchObject({ success: false, code: "preview_link_expired", message: "This preview link has expired. Open a new one from the admin panel." });
  });
});

describe("GET /api/preview/exit", () => {
  it("clears the cookie and returns to a public page, never elsewhere", async () => {
    const answer = await exitPreview(new Request("http://localhost/api/preview/exit?path=%2Fproduct%3Fcategory%3D3"));
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/product?category=3");
    expect(answer.headers.get("set-cookie")).toMatch(/^preview_session=; Path=\/; Max-Age=0;/);
    for (const away of ["https://evil.example/", "//evil.example", "/admin"]) {
      const elsewhere = await exitPreview(new Request(`http://localhost/api/preview/exit?path=${encodeURIComponent(away)}`));
      expect(elsewhere.headers.get("location")).toBe("/");
    }
  });
});

describe("the pages the admin's Preview buttons open", () => {
  it.each(COLLECTION_LIST.map((def) => [def.key, def] as const))("%s: its page (and a record's own) is a page a link may open", (_, def) => {
    expect(publicPreviewPath(def.public.page)).toBe(def.public.page);
    const own = def.public.recordPage?.({ id: 7, main_category_id: 3 });
    if (own) expect(publicPreviewPath(own)).toBe(own);
  });

  it("the dashboard's: the home page", () => {
    expect(publicPreviewPath("/")).toBe("/");
  });
});
