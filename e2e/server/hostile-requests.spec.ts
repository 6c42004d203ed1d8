import http from "node:http";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { scanAppRoutes } from "../../lib/http/app-routes";
import { sendHostileBody } from "../../scripts/hostile-body";

// Hostile bodies on the real production server: answered from the headers or the first few
// KB, long before the body would have been sent.

test.describe.configure({ mode: "serial" });

const portOf = (baseURL: string | undefined) => Number(new URL(baseURL ?? "http://localhost:3100").port);
const MB = 1024 * 1024;

test("a declared 512 MB Content-Length on the auth calls is answered 413 at once", async ({ baseURL }) => {
  for (const path of ["/logAdmin", "/change-password", "/forgot-password", "/verify-otp", "/change-username", "/logout"]) {
    const answer = await sendHostileBody({
      port: portOf(baseURL),
      method: "POST",
      path,
      headers: { "content-type": "application/json", "content-length": String(512 * MB) },
      // No byte of the body is ever sent: any answer at all came from the headers alone.
      timeoutMs: 30_000,
    });
    expect(answer.status, path).toBe(413);
    expect(JSON.parse(answer.body.replace(/^[0-9a-f]+\r\n|\r\n0\r\n\r\n$/g, ""))).toMatchObject({ success: false, message: "The request body is too large (at most 64 KB)." });
  }
});

test("a chunked 256 MB body without a token is refused before most of it is sent", async ({ baseURL }) => {
  const cases = [
    { method: "PATCH", path: "/api/leads/inquiries/1", status: 401 },
    { method: "POST", path: "/change-username", status: 413 },
    { method: "POST", path: "/api/inquiry/send-contact", status: 413 },
  ];
  const answers = await Promise.all(
    cases.map(({ method, path }) =>
      sendHostileBody({ port: portOf(baseURL), method, path, headers: { "content-type": "application/json" }, bytes: 256 * MB, chunked: true, timeoutMs: 20_000 }),
    ),
  );
  answers.forEach((answer, i) => {
    expect(answer.status, cases[i].path).toBe(cases[i].status);
    // Socket buffers hold a few MB on loopback; the server read no more than its cap of them.
    expect(answer.bytesSentBeforeAnswer, cases[i].path).toBeLessThan(32 * MB);
  });
});

test("a text/plain or cross-site write is refused, the site's own passes", async ({ request }) => {
  const plain = await request.post("/forgot-password", { headers: { "content-type": "text/plain" }, data: JSON.stringify({ username: "admin" }) });
  expect(plain.status()).toBe(415);
  const crossSite = await request.post("/api/inquiry/send-contact", {
    headers: { origin: "https://attacker.example", "sec-fetch-site": "cross-site" },
    data: { name: "A", contactNo: "9876543210", email: "a@example.com", subject: "S", message: "M" },
  });
  expect(crossSite.status()).toBe(403);
  const int4 = await request.get("/api/subcategories?main_category_id=9999999999");
  expect(int4.status()).toBe(400);
});

// Every page and route handler of app/, each at an address that reaches it: `[collection]` and
// `[section]` name a real type unless `everyParameter` puts `param` in them too.
const sample = (pattern: string, param: string, { everyParameter = false } = {}) =>
  pattern
    .split("/")
    .map((segment) =>
      !everyParameter && (segment === "[collection]" || segment === "[section]") ? "testimonials" : /^\[\.\.\./.test(segment) ? `a/${param}` : /^\[/.test(segment) ? param : segment,
    )
    .join("/");
const APP = scanAppRoutes(path.resolve("app"));

interface RawAnswer {
  status: number;
  allow?: string;
  body: string;
}

/** Any method, as a client sends it (fetch and Playwright refuse TRACE and friends). */
function raw(port: number, method: string, target: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port, method, path: target, headers }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode!, allow: res.headers.allow, body }));
    });
    request.on("error", reject);
    request.end();
  });
}

test("TRACE, PROPFIND and a method the path does not take are 405 with Allow on every page and route", async ({ baseURL }) => {
  const port = portOf(baseURL);
  expect(APP.filter((route) => route.kind === "route").length).toBeGreaterThan(40);
  for (const route of APP) {
    const target = sample(route.path, "7");
    const takes = route.kind === "page" ? ["GET", "HEAD"] : route.methods;
    const refused = ["PATCH", "PUT", "DELETE", "POST", "GET"].find((method) => !takes.includes(method))!;
    for (const method of ["TRACE", "PROPFIND", refused]) {
      const answer = await raw(port, method, target);
      expect(answer.status, `${method} ${target}`).toBe(405);
      expect(answer.allow, `${method} ${target}`).toMatch(/^[A-Z]+(, [A-Z]+)*$/);
      for (const method of takes) expect(answer.allow!.split(", "), `${method} ${target}`).toContain(method);
      if (route.kind === "route") expect(JSON.parse(answer.body), `${method} ${target}`).toMatchObject({ success: false, code: "method_not_allowed" });
    }
  }
  // What the issue measured: PATCH and PROPFIND on the home page answered 200, TRACE 500.
  for (const method of ["PATCH", "PROPFIND", "TRACE"]) expect(await raw(port, method, "/"), method).toMatchObject({ status: 405, allow: "GET, HEAD" });
});

test("a badly encoded path parameter is 400 in the envelope on every route that takes one", async ({ baseURL }) => {
  const port = portOf(baseURL);
  const parameterised = APP.filter((route) => route.kind === "route" && route.path.includes("["));
  expect(parameterised.length).toBeGreaterThan(10);
  for (const route of parameterised) {
    for (const method of route.methods) {
      // A route whose only parameter is the type (`/api/admin/drafts/[collection]`) gets it badly encoded too.
      const target = sample(route.path, "%ZZ", { everyParameter: true });
      const answer = await raw(port, method, target, { "content-type": "application/json", "content-length": "0" });
      expect(answer.status, `${method} ${target}`).toBe(400);
      if (method !== "HEAD") expect(JSON.parse(answer.body), `${method} ${target}`).toMatchObject({ success: false, code: "validation_failed", message: "The address is badly encoded." });
    }
  }
});

test("a NUL in a field of the unauthenticated calls is 400 naming it, and the server keeps answering", async ({ request }) => {
  for (const path of ["/logAdmin", "/forgot-password"]) {
    const answer = await request.post(path, { headers: { "content-type": "application/json" }, data: '{"username":"ad\\u0000min","password":"x"}' });
    expect(answer.status(), path).toBe(400);
    expect(await answer.json(), path).toMatchObject({ success: false, code: "invalid_field", details: { username: expect.stringContaining("not allowed") } });
  }
  expect((await request.get("/api/health")).status()).toBe(200);
});

test("a request id sent by a client (no trusted proxy in front) is not echoed", async ({ request }) => {
  const answer = await request.get("/about", { headers: { "X-Request-Id": "forged-request-id-4711" } });
  expect(answer.status()).toBe(200);
  expect(answer.headers()["x-request-id"]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
});
