import { expect, test } from "@playwright/test";
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
      timeoutMs: 5_000,
    });
    expect(answer.status, path).toBe(413);
    expect(answer.ms, path).toBeLessThan(2_000);
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
