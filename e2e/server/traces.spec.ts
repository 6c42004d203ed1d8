import http from "node:http";
import type net from "node:net";
import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { startIsolatedServer } from "../../scripts/start-isolated-server.mjs";
import { freePort } from "../../tests/support/redis-test-server";

// Tracing is optional: a production server (the compiled one, as `npm start` runs it) given
// OTEL_EXPORTER_OTLP_ENDPOINT exports its request and database spans, here to a collector in
// this process that keeps what is posted to /v1/traces (OTLP over HTTP, JSON).

interface ExportedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: { key: string; value: { stringValue?: string; intValue?: string | number } }[];
  service: string;
}

const SPAN_KIND_SERVER = 2;
const SPAN_KIND_CLIENT = 3;

let collector: http.Server;
let stopServer: (() => Promise<void>) | undefined;
let base: string;
const spans: ExportedSpan[] = [];
const collectorPaths: string[] = [];

function receive(body: string) {
  const payload = JSON.parse(body) as {
    resourceSpans: { resource: { attributes: { key: string; value: { stringValue?: string } }[] }; scopeSpans: { spans: Omit<ExportedSpan, "service">[] }[] }[];
  };
  for (const { resource, scopeSpans } of payload.resourceSpans) {
    const service = resource.attributes.find((attribute) => attribute.key === "service.name")?.value.stringValue ?? "";
    for (const scope of scopeSpans) for (const span of scope.spans) spans.push({ ...span, service });
  }
}

const attribute = (span: ExportedSpan, key: string) => {
  const value = span.attributes?.find((entry) => entry.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : Number(value.intValue));
};

test.beforeAll(async () => {
  test.setTimeout(240_000);
  collector = http.createServer((req, res) => {
    collectorPaths.push(`${req.method} ${req.url}`);
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      if (req.method === "POST" && req.url === "/v1/traces") receive(body);
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, "127.0.0.1", resolve));
  const collectorPort = (collector.address() as net.AddressInfo).port;

  base = `http://127.0.0.1:${await freePort()}`;
  ({ stop: stopServer } = await startIsolatedServer({
    base,
    adminPassword: "traces-admin-password",
    label: "traces",
    env: {
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${collectorPort}/`,
      OTEL_SERVICE_NAME: "ecopack-traces-test",
      // Spans are sent in batches: every 200 ms here instead of every 5 s.
      OTEL_BSP_SCHEDULE_DELAY: "200",
    },
  }));
});

test.afterAll(async () => {
  await stopServer?.();
  await new Promise((resolve) => collector?.close(resolve));
});

test("a page request and its database queries arrive as spans of the caller's trace", async ({ request }) => {
  // The caller's trace context (W3C traceparent): the server's spans join that trace.
  const traceId = randomBytes(16).toString("hex");
  // A category the start-up's warm-up did not render: Next renders it, reading the database.
  const page = await request.get(`${base}/product?category=1`, { headers: { traceparent: `00-${traceId}-${randomBytes(8).toString("hex")}-01` } });
  expect(page.status()).toBe(200);

  // The request's span ends with the answer; the query spans, ended before it, may come in an earlier batch.
  await expect.poll(() => spans.some((span) => span.traceId === traceId && span.kind === SPAN_KIND_SERVER), { timeout: 15_000 }).toBe(true);
  expect(collectorPaths.every((line) => line === "POST /v1/traces")).toBe(true);
  const trace = spans.filter((span) => span.traceId === traceId);
  expect(trace.every((span) => span.service === "ecopack-traces-test")).toBe(true);
  const requestSpan = trace.find((span) => span.kind === SPAN_KIND_SERVER);
  expect(attribute(requestSpan!, "http.method")).toBe("GET");
  await expect.poll(() => spans.some((span) => span.traceId === traceId && span.kind === SPAN_KIND_CLIENT && span.name === "prisma:client:db_query"), { timeout: 15_000 }).toBe(true);
});
