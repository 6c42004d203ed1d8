import { request as httpRequest } from "node:http";
import { expect, test } from "@playwright/test";

// Contract checks that only the real start-up server can answer: content negotiation in the
// proxy, the client address the rate limits use, and the upload route over real HTTP.

test("GET /gallery answers JSON to fetch and the page to a browser", async ({ request, page }) => {
  for (const path of ["/gallery", "/gallery/"]) {
    const json = await request.get(path, { headers: { Accept: "application/json", "Cache-Control": "no-cache" } });
    expect(json.status()).toBe(200);
    expect(json.headers()["content-type"]).toContain("application/json");
    const items = await json.json();
    expect(Array.isArray(items)).toBe(true);
    expect(items[0]).toHaveProperty("image");
  }
  const response = await page.goto("/gallery");
  expect(response?.headers()["content-type"]).toContain("text/html");
  await expect(page.getByRole("heading", { name: "Our Gallery" })).toBeVisible();

  // A client-side navigation asks for the page's React payload, never the JSON.
  const flight = await request.get("/gallery?_rsc=probe", { headers: { RSC: "1", Accept: "*/*" } });
  expect(flight.status()).toBe(200);
  expect(flight.headers()["content-type"]).toContain("text/x-component");
});

test("GET /admin/dashboard as JSON needs a token", async ({ request }) => {
  const response = await request.get("/admin/dashboard", { headers: { Accept: "application/json" } });
  expect(response.status()).toBe(401);
  expect(await response.json()).toMatchObject({ success: false });
});

/**
 * Posts a wrong login from `localAddress` (another 127.x address: the whole block is loopback),
 * so the per-address bucket is this test's own and no other spec's sign-ins can fill it.
 */
function wrongLogin(baseURL: string, localAddress: string, forwardedFor: string): Promise<{ status: number; retryAfter?: string; body: string }> {
  const body = JSON.stringify({ username: "limit-probe", password: "wrong-password" });
  return new Promise((resolve, reject) => {
    const call = httpRequest(
      new URL("/logAdmin", baseURL.replace("localhost", "127.0.0.1")),
      { method: "POST", localAddress, headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body), "x-forwarded-for": forwardedFor } },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, retryAfter: response.headers["retry-after"] as string | undefined, body: text }));
      },
    );
    call.on("error", reject);
    call.end(body);
  });
}

test("a forged X-Forwarded-For does not escape the login limit", async ({ baseURL }) => {
  const localAddress = `127.${1 + Math.floor(Math.random() * 200)}.${Math.floor(Math.random() * 250)}.${2 + Math.floor(Math.random() * 250)}`;
  for (let i = 1; i <= 5; i++) expect((await wrongLogin(baseURL!, localAddress, `198.51.100.${i}`)).status).toBe(401);
  const limited = await wrongLogin(baseURL!, localAddress, "198.51.100.99");
  expect(limited.status).toBe(429);
  expect(Number(limited.retryAfter)).toBeGreaterThan(0);
  expect(JSON.parse(limited.body)).toMatchObject({ success: false });
});

test("uploads are served with cache and nosniff headers, and traversal is refused", async ({ request }) => {
  const items = await (await request.get("/api/gallery")).json();
  const file = await request.get(items[0].image);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toMatch(/^image\//);
  expect(file.headers()["cache-control"]).toContain("immutable");
  expect(file.headers()["x-content-type-options"]).toBe("nosniff");
  for (const path of ["/uploads/../package.json", "/uploads/%2e%2e/package.json", "/uploads/..%2fpackage.json"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text()).not.toContain("ecopack-site");
  }
});

test("health answers ok without naming the database", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(await response.json()).toEqual({ status: "ok" });
});

test("the build's scripts are sent as compressed at build time: brotli, immutable, the bytes Next serves", async ({ request }) => {
  const html = await (await request.get("/", { headers: { Accept: "text/html" } })).text();
  const scripts = [...html.matchAll(/<script src="(\/_next\/static\/chunks\/[^"]+\.js)"/g)].map((match) => match[1]);
  expect(scripts.length).toBeGreaterThan(3);
  let precompressed = 0;
  for (const src of scripts) {
    const compressed = await request.get(src, { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(compressed.status(), src).toBe(200);
    const headers = compressed.headers();
    expect(headers["content-type"]).toBe("application/javascript; charset=UTF-8");
    expect(headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    const plain = await request.get(src, { headers: { "Accept-Encoding": "identity" } });
    expect(plain.headers()["content-encoding"]).toBeUndefined();
    // Tiny chunks are not worth a compressed copy and stay with Next, which compresses them itself.
    if (headers["content-encoding"] === "br") {
      precompressed += 1;
      expect(Number(headers["content-length"])).toBeLessThan((await plain.body()).length / 2);
    }
    expect((await compressed.body()).equals(await plain.body()), src).toBe(true);
  }
  expect(precompressed).toBeGreaterThan(3);
});
