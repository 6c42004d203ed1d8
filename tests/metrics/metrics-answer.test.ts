// `/metrics`: 404 without METRICS_TOKEN, 401 without the right bearer token, and the process's
// metrics in Prometheus text format with it, counted from real requests, queries, mail and leads.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GET } from "@/app/metrics/route";
import { db } from "@/lib/db";
import { appRoutes } from "@/lib/http/app-routes";
import { methodTable } from "@/lib/http/allowed-methods";
import { routePatterns } from "@/lib/http/route-pattern";
import { recordRequest } from "@/lib/metrics/record-request";
import { sendMail } from "@/lib/mail/send-mail";

const TOKEN = "metrics-test-token-0123456789abcdef-0123";

const scrape = (authorization?: string) => GET(new Request("http://localhost/metrics", { headers: authorization ? { authorization } : {} }));

/** The value of one sample, e.g. `ecopack_http_requests_total{route="/about",method="GET",status="200"}`. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split("\n")) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = (match[2] ?? "").split(",").filter(Boolean);
    if (wanted.every((pair) => have.includes(pair))) return Number(match[3]);
  }
  return undefined;
}

beforeEach(() => {
  process.env.METRICS_TOKEN = TOKEN;
});

afterEach(() => {
  delete process.env.METRICS_TOKEN;
});

describe("GET /metrics", () => {
  it("does not exist when METRICS_TOKEN is unset", async () => {
    delete process.env.METRICS_TOKEN;
    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("ecopack_");
  });

  it.each([undefined, "Bearer wrong-token", `Basic ${TOKEN}`, `Bearer ${TOKEN}x`, TOKEN])("refuses %s with 401 and no figures", async (authorization) => {
    const response = await scrape(authorization);
    expect(response.status).toBe(401);
    expect(response.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect(await response.text()).not.toContain("ecopack_");
  });

  it("answers the Prometheus text format with memory, event-loop lag, queries, mail and leads", async () => {
    const prisma = await db();
    const before = await prisma.inquiry.count({ where: { status: "new" } });
    await prisma.inquiry.create({ data: { name: "A", contact_no: "1", email: "a@example.com", subject: "S", message: "M", ip: "127.0.0.1" } });
    await sendMail({ to: "sales@ecopack.test", subject: "Counted", content: { heading: "Hi" } }, { companyName: "EcoPack" });
    await expect(sendMail({ to: "not an address", subject: "Refused", content: { heading: "Hi" } }, { companyName: "EcoPack" })).rejects.toThrow();

    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = await response.text();
    expect(sample(text, "process_resident_memory_bytes")).toBeGreaterThan(10_000_000);
    expect(sample(text, "nodejs_heap_size_used_bytes")).toBeGreaterThan(0);
    expect(sample(text, "nodejs_eventloop_lag_seconds")).toBeGreaterThanOrEqual(0);
    expect(sample(text, "ecopack_db_query_duration_seconds_count")).toBeGreaterThan(0);
    expect(sample(text, "ecopack_mail_total", { outcome: "outbox" })).toBeGreaterThanOrEqual(1);
    expect(sample(text, "ecopack_leads", { kind: "inquiries", status: "new" })).toBe(before + 1);
    expect(sample(text, "ecopack_leads", { kind: "brochure-requests", status: "new" })).toBeGreaterThanOrEqual(0);
    expect(sample(text, "ecopack_leads", { kind: "inquiries", status: "spam" })).toBe(await prisma.inquiry.count({ where: { status: "spam" } }));
    expect(sample(text, "ecopack_page_cache_entries")).toBe(0);
  });

  it("counts requests by route pattern, method and status, with bounded labels", async () => {
    // As the server composes it: each path's pattern found once and remembered.
    const routeOf = routePatterns(methodTable(appRoutes()));
    const server = http.createServer((req, res) => {
      const started = performance.now();
      res.once("close", () => recordRequest(req, res, routeOf(req.url), (performance.now() - started) / 1000));
      if (req.url === "/about?again") res.setHeader("x-cache", "HIT");
      res.writeHead(req.url === "/about" ? 200 : 404);
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const counted = async () => (await (await scrape(`Bearer ${TOKEN}`)).text());
      const aboutBefore = sample(await counted(), "ecopack_http_requests_total", { route: "/about", method: "GET", status: "200" }) ?? 0;
      const hitsBefore = sample(await counted(), "ecopack_page_cache_lookups_total", { result: "hit" }) ?? 0;
      await fetch(`${base}/about`);
      await fetch(`${base}/about`);
      await fetch(`${base}/about?again`);
      await fetch(`${base}/api/testimonials/98765`, { method: "DELETE" });
      await fetch(`${base}/_next/static/chunks/a-${Date.now()}.js`);
      await fetch(`${base}/x`, { method: "PROPFIND" });
      // Each request is counted when its answer has finished on the server, which may be after fetch resolved.
      await vi.waitFor(async () => expect(sample(await counted(), "ecopack_http_requests_total", { route: "/[...missing]", method: "OTHER" })).toBeGreaterThanOrEqual(1));
      const text = await counted();
      expect(sample(text, "ecopack_http_requests_total", { route: "/about", method: "GET", status: "200" })).toBe(aboutBefore + 2);
      expect(sample(text, "ecopack_http_requests_total", { route: "/api/testimonials/[id]", method: "DELETE", status: "404" })).toBeGreaterThanOrEqual(1);
      expect(sample(text, "ecopack_http_requests_total", { route: "/_next/*", method: "GET" })).toBeGreaterThanOrEqual(1);
      expect(sample(text, "ecopack_http_requests_total", { route: "/[...missing]", method: "OTHER" })).toBeGreaterThanOrEqual(1);
      expect(sample(text, "ecopack_http_request_duration_seconds_count", { route: "/about", method: "GET", status: "200" })).toBe(aboutBefore + 2);
      expect(sample(text, "ecopack_page_cache_lookups_total", { result: "hit" })).toBe(hitsBefore + 1);
      expect(text).not.toContain("98765");
      expect(text).not.toContain("PROPFIND");
    } finally {
      server.close();
    }
  });
});
