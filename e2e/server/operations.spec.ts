import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { expect, test } from "@playwright/test";
import { isolatedServerEnv } from "../../scripts/isolated-server-env.mjs";
import { freePort } from "../../tests/support/redis-test-server";
import { createThrowawayDatabase, type ThrowawayDatabase } from "../../tests/support/throwaway-database";
import { withSolution } from "../solved-challenge";

// What an operator sees: a production server started with a complete, valid configuration on
// PostgreSQL writes JSON logs, one access line per request with its request id, warns that
// mail is not delivered without SMTP_URL, and a real 500 carries the same id in its envelope.

const POSTGRES = process.env.TEST_DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/test";

const METRICS_TOKEN = "operations-metrics-token-0123456789abcdef";

type LogLine = Record<string, unknown> & { level: number; msg: string };

let server: ChildProcess;
let database: ThrowawayDatabase;
let root: string;
let base: string;
let output = "";

const lines = (): LogLine[] =>
  output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as LogLine);

test.beforeAll(async () => {
  test.setTimeout(240_000);
  root = fs.mkdtempSync(path.join(os.tmpdir(), "ecopack-operations-"));
  database = await createThrowawayDatabase(POSTGRES, "ecopack_operations");
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  // Every variable of the README's table that a real deployment sets, with a valid value.
  const env = {
    ...isolatedServerEnv({ port, root, siteUrl: base, adminPassword: "operations-admin-password" }),
    DATABASE_URL: database.url,
    DATABASE_POOL_SIZE: "4",
    JWT_SECRET: "operations-test-signing-key-0123456789abcdef",
    JWT_EXPIRES_IN: "2h",
    ADMIN_USERNAME: "operator",
    ADMIN_EMAIL: "operator@ecopack.test",
    MAIL_FROM: "no-reply@ecopack.test",
    COMPANY_NAME: "EcoPack Operations",
    COMPANY_EMAIL: "sales@ecopack.test",
    TRUST_PROXY: "1",
    TRUST_PROXY_FROM: "127.0.0.1/32",
    SEED_DEMO_CONTENT: "0",
    PAGE_CACHE_MB: "16",
    LOG_LEVEL: "info",
    METRICS_TOKEN: METRICS_TOKEN,
  };
  server = spawn(process.execPath, ["--import", "tsx", "server.ts"], { env, stdio: ["ignore", "pipe", "pipe"] });
  server.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  server.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  await expect.poll(() => /rendered the \d+ public pages/.test(output) || server.exitCode !== null, { timeout: 180_000 }).toBe(true);
  expect(server.exitCode, output).toBeNull();
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  await database?.drop();
  fs.rmSync(root, { recursive: true, force: true });
});

test("a good configuration starts, logs JSON and warns that mail is not delivered", () => {
  const started = lines().find((line) => line.msg.startsWith("[server] production server on"));
  expect(started?.msg).toContain("database: postgres");
  const warning = lines().find((line) => line.level === 40 && line.msg.includes("not being delivered"));
  expect(warning?.msg).toMatch(/password reset codes and lead notices are not being delivered/);
});

test("one access line per request, with the request id it answers in X-Request-Id", async ({ request }) => {
  await request.get(`${base}/about`);
  const kept = await request.get(`${base}/about`, { headers: { "X-Request-Id": "support-ticket-4711" } });
  expect(kept.status()).toBe(200);
  expect(kept.headers()["x-request-id"]).toBe("support-ticket-4711");
  // Served from the response cache: the custom server still writes its line.
  expect(kept.headers()["x-cache"]).toBe("HIT");

  const forged = await request.get(`${base}/api/health?token=secret`, { headers: { "X-Request-Id": "bad id {\"level\":60}", "X-Forwarded-For": "203.0.113.9" } });
  const generated = forged.headers()["x-request-id"];
  expect(generated).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);

  await expect.poll(() => lines().filter((line) => line.msg === "request" && [generated, "support-ticket-4711"].includes(line.requestId as string)).length).toBe(2);
  const access = lines().filter((line) => line.msg === "request");
  expect(access.find((line) => line.requestId === "support-ticket-4711")).toMatchObject({ level: 30, method: "GET", path: "/about", status: 200, client: "127.0.0.1", cache: "HIT" });
  const health = access.find((line) => line.requestId === generated)!;
  // The query is left out (it may carry a token); the address is the proxy-trust one.
  expect(health).toMatchObject({ method: "GET", path: "/api/health", status: 200, client: "203.0.113.9" });
  expect(typeof health.ms).toBe("number");
  expect(output).not.toContain("token=secret");
});

test("a 500 returns its request id, and the error is logged with it", async ({ request }) => {
  // A real failure of the real stack: the table the contact form writes to is gone.
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  await client.query('ALTER TABLE "inquiries" RENAME TO "inquiries_away"');
  try {
    const answer = await request.post(`${base}/api/inquiry/send-contact`, {
      headers: { "X-Request-Id": "broken-contact-0001" },
      data: await withSolution(request, { name: "Ravi", contactNo: "+91 98765 43210", email: "ravi@example.com", subject: "Bulk order", message: "Prices?" }, base),
    });
    expect(answer.status()).toBe(500);
    expect(answer.headers()["x-request-id"]).toBe("broken-contact-0001");
    expect(await answer.json()).toEqual({
      success: false,
      code: "internal_error",
      message: "Something went wrong: please try again later.",
      error: "Something went wrong: please try again later.",
      requestId: "broken-contact-0001",
    });
  } finally {
    await client.query('ALTER TABLE "inquiries_away" RENAME TO "inquiries"');
    await client.end();
  }
  await expect.poll(() => lines().filter((line) => line.requestId === "broken-contact-0001").map((line) => line.msg)).toEqual(["[server error]", "request"]);
  const error = lines().find((line) => line.requestId === "broken-contact-0001" && line.level === 50)!;
  expect((error.err as { message: string }).message).toMatch(/inquiries/);
  expect(lines().find((line) => line.requestId === "broken-contact-0001" && line.msg === "request")).toMatchObject({ status: 500, path: "/api/inquiry/send-contact" });
});

test("/metrics counts this server's requests by route, its cache hits and its memory, for the token only", async ({ request }) => {
  expect((await request.get(`${base}/metrics`)).status()).toBe(401);
  expect((await request.get(`${base}/metrics`, { headers: { Authorization: "Bearer wrong" } })).status()).toBe(401);
  const scrape = async () => (await request.get(`${base}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const value = (text: string, series: string) => Number(text.split("\n").find((line) => line.startsWith(`${series} `))?.split(" ")[1] ?? 0);
  const before = await scrape();
  await request.get(`${base}/certificates`);
  await request.get(`${base}/certificates`);
  await request.get(`${base}/api/testimonials/424242`);
  const after = await scrape();
  expect(value(after, 'ecopack_http_requests_total{route="/certificates",method="GET",status="200"}')).toBe(value(before, 'ecopack_http_requests_total{route="/certificates",method="GET",status="200"}') + 2);
  expect(value(after, 'ecopack_http_requests_total{route="/api/testimonials/[id]",method="GET",status="404"}')).toBeGreaterThanOrEqual(1);
  expect(value(after, 'ecopack_page_cache_lookups_total{result="hit"}')).toBeGreaterThan(value(before, 'ecopack_page_cache_lookups_total{result="hit"}'));
  expect(value(after, "ecopack_page_cache_entries")).toBeGreaterThan(0);
  expect(value(after, "ecopack_page_cache_bytes")).toBeGreaterThan(0);
  expect(value(after, "process_resident_memory_bytes")).toBeGreaterThan(50_000_000);
  expect(value(after, "ecopack_db_query_duration_seconds_count")).toBeGreaterThan(0);
  expect(after).not.toContain("424242");
});
