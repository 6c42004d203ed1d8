// GET /proxy-image: refusals through the real route (no network needed: every case is refused
// before a connection), upstream behaviour with an injected resolver and fetcher, and the
// pinned connection against a loopback server (allowed only in that test).
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET, HEAD } from "@/app/proxy-image/route";
import { errorResponse } from "@/lib/http/envelope";
import type { UpstreamFetcher, UpstreamResponse } from "@/lib/proxy-image/fetch-upstream";
import { MAX_PROXY_BYTES, proxyImage, type ProxyImageOptions } from "@/lib/proxy-image/proxy-image";
import { PROXY_TEXT } from "@/lib/proxy-image/proxy-texts";
import { dnsResolver, type HostResolver } from "@/lib/proxy-image/resolve-host";
import { UPLOAD_ACCEPT } from "@/lib/uploads/accept";
import { storeUpload } from "@/lib/uploads/store-file";
import { call, files } from "../content/fixtures";
import { startDnsTestServer, type DnsTestServer } from "./support/dns-test-server";

// The route's rate limit is counted in the database; these tests are about addresses, so the
// counter is stubbed and this file needs no database.
vi.mock("@/lib/rate-limit/rate-limit", () => ({ hitRateLimit: async () => {} }));

const proxied = (target: string, method = "GET") => call(method === "HEAD" ? HEAD : GET, { method, url: `http://localhost/proxy-image?url=${encodeURIComponent(target)}` });

describe("refused addresses (400)", () => {
  it.each([
    "http://127.0.0.1/",
    "http://localhost/secret",
    "http://LOCALHOST./",
    "http://api.localhost/",
    "http://[::1]/",
    "http://[::ffff:127.0.0.1]/",
    "http://[::ffff:7f00:1]:8080/",
    "http://10.0.0.1/",
    "http://192.168.0.10/image.png",
    "http://172.20.1.1/",
    "http://169.254.169.254/latest/meta-data/",
    "http://100.100.100.200/",
    "http://2130706433/",
    "http://0x7f.1/",
    "http://017700000001/",
    "http://0/",
    "http://[fe80::1]/",
    "http://[fd00::1]/",
    "file:///etc/passwd",
    "ftp://example.com/a.png",
    "javascript:alert(1)",
    "gopher://127.0.0.1:25/",
    "http://user:pass@example.com/a.png",
    "not a url",
    "/etc/passwd",
    "",
  ])("%s", async (target) => {
    const answer = await proxied(target);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, message: expect.any(String), error: expect.any(String) });
  });
});

describe("this site's own uploads", () => {
  it("serves /uploads/... addresses from the upload folder, relative or on this origin", async () => {
    const stored = await storeUpload(await files.png(), UPLOAD_ACCEPT.anyImage);
    for (const target of [stored.url, `http://localhost:3000${stored.url}`, `http://localhost${stored.url}`]) {
      const response = await GET(new Request(`http://localhost/proxy-image?url=${encodeURIComponent(target)}`));
      expect(response.status, target).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/png");
      expect((await response.arrayBuffer()).byteLength).toBe(stored.size);
    }
    const viaHost = await GET(new Request(`http://0.0.0.0:3301/proxy-image?url=${encodeURIComponent(`https://shop.example${stored.url}`)}`, { headers: { host: "shop.example" } }));
    expect(viaHost.status).toBe(200);
    await viaHost.body?.cancel();
    expect((await proxied("/uploads/2020/01/missing.png")).status).toBe(404);
    // The URL parser folds the dots away: what is left is not an upload and is refused.
    expect((await proxied("/uploads/../../etc/passwd")).status).toBe(400);
    expect((await proxied("/uploads/2020/01/.hidden.png")).status).toBe(404);
  });
});

// ---- injected resolver and fetcher ------------------------------------------------------------

const PUBLIC = { address: "93.184.216.34", family: 4 as const };
const dns: Record<string, Array<{ address: string; family: 4 | 6 }>> = {
  "images.example": [PUBLIC],
  "cdn.example": [{ address: "2606:2800:220:1::1", family: 6 }],
  "internal.example": [{ address: "192.168.1.20", family: 4 }],
  "mixed.example": [PUBLIC, { address: "10.0.0.5", family: 4 }],
};
const resolve: HostResolver = async (host) => {
  const answer = dns[host];
  if (!answer) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: "ENOTFOUND" });
  return answer;
};

function reply(status: number, headers: Record<string, string>, body: Uint8Array | string = ""): UpstreamResponse {
  const bytes = typeof body === "string" ? new TextEncoder().encode(body) : body;
  return {
    status,
    headers: new Headers(headers),
    body: (async function* () {
      for (let at = 0; at < bytes.length; at += 65536) yield bytes.subarray(at, at + 65536);
    })(),
    cancel: () => {},
  };
}

/** A fetcher answering by URL, recording every request it was asked to make. */
function fakeUpstream(routes: Record<string, () => UpstreamResponse>) {
  const seen: Array<{ url: string; address: string }> = [];
  const fetch: UpstreamFetcher = async ({ url, target }) => {
    seen.push({ url: url.href, address: target.address });
    const make = routes[url.href];
    if (!make) throw new Error(`unexpected fetch ${url.href}`);
    return make();
  };
  return { fetch, seen };
}

async function answer(target: string, options: ProxyImageOptions, method = "GET") {
  const response = await proxyImage(target, new Request("http://localhost/proxy-image", { method }), { resolve, ...options }).catch(errorResponse);
  const body = response.headers.get("content-type")?.startsWith("application/json") ? await response.json() : new Uint8Array(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, body };
}

describe("upstream", () => {
  it("passes an image on, from the vetted address, with safe headers", async () => {
    const png = new Uint8Array(Buffer.from(await (await files.png()).arrayBuffer()));
    const upstream = fakeUpstream({ "https://images.example/a.png": () => reply(200, { "content-type": "image/png; charset=binary", "set-cookie": "a=b" }, png) });
    const result = await answer("https://images.example/a.png", { fetch: upstream.fetch });
    expect(result.status).toBe(200);
    expect(result.body).toEqual(png);
    expect(result.headers.get("content-type")).toBe("image/png");
    expect(result.headers.get("x-content-type-options")).toBe("nosniff");
    expect(result.headers.get("content-security-policy")).toContain("sandbox");
    expect(result.headers.get("set-cookie")).toBeNull();
    expect(upstream.seen).toEqual([{ url: "https://images.example/a.png", address: PUBLIC.address }]);
  });

  it("passes a PDF on as an attachment, and answers HEAD without a body", async () => {
    const upstream = fakeUpstream({ "https://cdn.example/c.pdf": () => reply(200, { "content-type": "application/pdf" }, "%PDF-1.4 ...") });
    const result = await answer("https://cdn.example/c.pdf", { fetch: upstream.fetch });
    expect(result.status).toBe(200);
    expect(result.headers.get("content-disposition")).toBe("attachment");
    const head = await proxyImage("https://cdn.example/c.pdf", new Request("http://localhost/p", { method: "HEAD" }), { resolve, fetch: upstream.fetch });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe("application/pdf");
    expect(head.body).toBeNull();
  });

  it.each([
    ["SVG", { "content-type": "image/svg+xml" }],
    ["HTML", { "content-type": "text/html" }],
    ["no type", {}],
    ["JSON", { "content-type": "application/json" }],
  ])("refuses %s (502)", async (_, headers) => {
    const upstream = fakeUpstream({ "https://images.example/x": () => reply(200, headers, "<svg onload=alert(1)>") });
    const result = await answer("https://images.example/x", { fetch: upstream.fetch });
    expect(result.status).toBe(502);
    expect(result.body).toMatchObject({ success: false, message: "The address did not return an image or a PDF." });
  });

  it("reports an upstream error status, a DNS failure and a connection failure as 502", async () => {
    const upstream = fakeUpstream({ "https://images.example/gone.png": () => reply(404, { "content-type": "text/html" }) });
    expect((await answer("https://images.example/gone.png", { fetch: upstream.fetch })).body.message).toBe("The address answered with status 404.");
    expect((await answer("https://nowhere.example/a.png", { fetch: upstream.fetch })).status).toBe(502);
    const broken: UpstreamFetcher = async () => {
      throw Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
    };
    const failed = await answer("https://images.example/a.png", { fetch: broken });
    expect(failed).toMatchObject({ status: 502, body: { message: "The address could not be fetched." } });
  });

  it("refuses a host whose DNS answer includes a private address", async () => {
    const upstream = fakeUpstream({});
    expect((await answer("http://internal.example/a.png", { fetch: upstream.fetch })).status).toBe(400);
    expect((await answer("http://mixed.example/a.png", { fetch: upstream.fetch })).status).toBe(400);
    expect(upstream.seen).toEqual([]);
  });

  it("follows up to 3 redirects, vetting each one", async () => {
    const redirect = (to: string) => () => reply(302, { location: to });
    const png = () => reply(200, { "content-type": "image/png" }, "png");
    const ok = fakeUpstream({
      "https://images.example/1": redirect("/2"),
      "https://images.example/2": redirect("https://cdn.example/3"),
      "https://cdn.example/3": redirect("https://images.example/4"),
      "https://images.example/4": png,
    });
    expect((await answer("https://images.example/1", { fetch: ok.fetch })).status).toBe(200);
    expect(ok.seen.map((s) => s.address)).toEqual([PUBLIC.address, PUBLIC.address, "2606:2800:220:1::1", PUBLIC.address]);

    const tooMany = fakeUpstream({
      "https://images.example/1": redirect("/2"),
      "https://images.example/2": redirect("/3"),
      "https://images.example/3": redirect("/4"),
      "https://images.example/4": redirect("/5"),
    });
    const refused = await answer("https://images.example/1", { fetch: tooMany.fetch });
    expect(refused).toMatchObject({ status: 502, body: { message: "The address redirected too many times." } });
  });

  it.each([
    "http://10.0.0.1/secret.png",
    "http://169.254.169.254/latest/meta-data/",
    "http://internal.example/a.png",
    "http://[::1]:8080/",
    "http://2130706433/",
    "file:///etc/passwd",
  ])("refuses a redirect to %s (400) without following it", async (location) => {
    const upstream = fakeUpstream({ "https://images.example/r": () => reply(301, { location }) });
    const result = await answer("https://images.example/r", { fetch: upstream.fetch });
    expect(result.status).toBe(400);
    expect(upstream.seen).toHaveLength(1);
  });

  it("caps the size by header and while reading", async () => {
    const declared = fakeUpstream({ "https://images.example/big": () => reply(200, { "content-type": "image/jpeg", "content-length": String(MAX_PROXY_BYTES + 1) }) });
    expect((await answer("https://images.example/big", { fetch: declared.fetch })).body.message).toBe("The file is too large.");
    // Without a declared length the body streams until the cap, where the answer is cut off.
    let cancelled = false;
    const streamed: UpstreamFetcher = async () => ({ ...reply(200, { "content-type": "image/jpeg" }, new Uint8Array(MAX_PROXY_BYTES + 1)), cancel: () => (cancelled = true) });
    const response = await proxyImage("https://images.example/big", new Request("http://localhost/proxy-image"), { resolve, fetch: streamed });
    expect(response.status).toBe(200);
    let received = 0;
    const reader = response.body!.getReader();
    await expect(
      (async () => {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          received += value.byteLength;
        }
      })(),
    ).rejects.toThrow("The file is too large.");
    expect(received).toBeLessThanOrEqual(MAX_PROXY_BYTES);
    expect(cancelled).toBe(true);
  });

  it("gives up after the time limit", async () => {
    const hanging: UpstreamFetcher = ({ signal }) => new Promise((_, reject) => signal.addEventListener("abort", () => reject(signal.reason)));
    const result = await answer("https://images.example/slow", { fetch: hanging, timeoutMs: 50 });
    expect(result).toMatchObject({ status: 502, body: { message: "The address took too long to answer." } });
    const slowDns: HostResolver = () => new Promise(() => {});
    expect((await answer("https://images.example/slow", { resolve: slowDns, timeoutMs: 50 })).status).toBe(502);
  });
});

describe("the pinned connection (loopback server, allowed for this test only)", () => {
  let server: http.Server;
  let port = 0;
  const hosts: string[] = [];

  beforeAll(async () => {
    const png = Buffer.from(await (await files.png()).arrayBuffer());
    server = http.createServer((request, response) => {
      hosts.push(request.headers.host ?? "");
      if (request.url === "/hop") response.writeHead(302, { location: "http://10.1.2.3/private.png" }).end();
      else response.writeHead(200, { "content-type": "image/png" }).end(png);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const loopbackOnly = { resolve: (async () => [{ address: "127.0.0.1", family: 4 }]) as HostResolver, isAllowedAddress: (a: string) => a === "127.0.0.1" };

  it("connects to the vetted address while keeping the host name", async () => {
    const result = await answer(`http://images.test:${port}/logo.png`, loopbackOnly);
    expect(result.status).toBe(200);
    expect(result.headers.get("content-type")).toBe("image/png");
    expect(hosts.at(-1)).toBe(`images.test:${port}`);
  });

  it("refuses the real server's redirect to a private address", async () => {
    const result = await answer(`http://images.test:${port}/hop`, loopbackOnly);
    expect(result.status).toBe(400);
    expect(result.body.message).toBe("This address is not allowed.");
  });

  it("without the test's allowance, the loopback server is refused", async () => {
    expect((await answer(`http://127.0.0.1:${port}/logo.png`, {})).status).toBe(400);
  });
});

describe("under load", () => {
  it("answers 503 with Retry-After beyond the fetches in flight, and frees a slot when a body ends", async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const slow: UpstreamFetcher = async () => {
      await gate;
      return reply(200, { "content-type": "image/png" }, "png");
    };
    const options = { resolve, fetch: slow, maxInFlight: 2 };
    const first = proxyImage("https://images.example/1.png", new Request("http://localhost/p"), options);
    const second = proxyImage("https://images.example/2.png", new Request("http://localhost/p"), options);
    const third = await answer("https://images.example/3.png", options);
    expect(third.status).toBe(503);
    expect(third.body).toEqual({ success: false, code: "service_unavailable", message: PROXY_TEXT.busy, error: PROXY_TEXT.busy });
    expect(Number(third.headers.get("retry-after"))).toBeGreaterThan(0);
    open();
    const [one, two] = await Promise.all([first, second]);
    // Still in flight until their bodies are read.
    expect((await answer("https://images.example/4.png", options)).status).toBe(503);
    expect(await one.text()).toBe("png");
    await two.body!.cancel();
    expect((await answer("https://images.example/5.png", options)).status).toBe(200);
    // Refusals and HEAD give their slot back too.
    const failing = fakeUpstream({ "https://images.example/404": () => reply(404, {}) });
    for (let i = 0; i < 3; i++) expect((await answer("https://images.example/404", { ...options, fetch: failing.fetch })).status).toBe(502);
    for (let i = 0; i < 3; i++) expect((await answer("https://images.example/6.png", options, "HEAD")).status).toBe(200);
    expect((await answer("https://images.example/7.png", options)).status).toBe(200);
  });
});

describe("streaming and DNS against loopback servers (allowed for these tests only)", () => {
  let server: http.Server;
  let port = 0;
  let releaseSlow!: () => void;
  const slowFinished = new Promise<void>((resolve) => (releaseSlow = resolve));
  let dnsServer: DnsTestServer;

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      if (request.url === "/slow.jpg") {
        // The first part now, the rest only once the test has seen the first part arrive.
        response.writeHead(200, { "content-type": "image/jpeg" });
        response.write(Buffer.alloc(64 * 1024, 1));
        void slowFinished.then(() => response.end(Buffer.alloc(64 * 1024, 2)));
      } else if (request.url === "/endless.jpg") {
        response.writeHead(200, { "content-type": "image/jpeg" });
        const chunk = Buffer.alloc(1024 * 1024, 3);
        let sent = 0;
        const pump = () => {
          while (sent <= MAX_PROXY_BYTES + chunk.length) {
            sent += chunk.length;
            if (!response.write(chunk)) return void response.once("drain", pump);
          }
          response.end();
        };
        response.on("close", () => (sent = Infinity));
        pump();
      } else if (request.url === "/brochure.pdf") {
        response.writeHead(200, { "content-type": "application/pdf" }).end("%PDF-1.4\n%%EOF\n");
      } else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
    dnsServer = await startDnsTestServer({ "images.test": "127.0.0.1" });
  });
  afterAll(async () => {
    releaseSlow();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await dnsServer.close();
  });

  const loopback = () => ({ resolve: dnsResolver({ servers: [dnsServer.server] }), isAllowedAddress: (a: string) => a === "127.0.0.1" });

  it("resolves through dns.promises.Resolver and connects to the address it returned", async () => {
    const result = await answer(`http://images.test:${port}/brochure.pdf`, loopback());
    expect(result.status).toBe(200);
    expect(result.headers.get("content-disposition")).toBe("attachment");
    expect(dnsServer.queries).toEqual(expect.arrayContaining(["images.test A", "images.test AAAA"]));
    const unknown = await answer(`http://nowhere.test:${port}/a.png`, loopback());
    expect(unknown).toMatchObject({ status: 502, body: { message: "The address's host could not be found." } });
  });

  it("gives up on a DNS server that does not answer", async () => {
    const silent = await startDnsTestServer({}, { silent: true });
    try {
      const resolver = dnsResolver({ servers: [silent.server], timeoutMs: 100 });
      await expect(resolver("images.test")).rejects.toMatchObject({ code: "ETIMEOUT" });
      const result = await answer(`http://images.test:${port}/a.png`, { resolve: resolver, isAllowedAddress: () => true });
      expect(result).toMatchObject({ status: 502, body: { message: "The address's host could not be found." } });
      expect(silent.queries.length).toBeGreaterThan(0);
    } finally {
      await silent.close();
    }
  });

  it("streams the body: the first bytes arrive before the upstream has finished", async () => {
    const response = await proxyImage(`http://images.test:${port}/slow.jpg`, new Request("http://localhost/p"), loopback());
    expect(response.status).toBe(200);
    expect(response.headers.get("content-length")).toBeNull();
    const reader = response.body!.getReader();
    const first = await reader.read();
    expect(first.value!.byteLength).toBeGreaterThan(0);
    releaseSlow();
    let total = first.value!.byteLength;
    for (let part = await reader.read(); !part.done; part = await reader.read()) total += part.value.byteLength;
    expect(total).toBe(128 * 1024);
  });

  it("cuts off an upstream that sends past the cap, having read no more than the cap", async () => {
    const response = await proxyImage(`http://images.test:${port}/endless.jpg`, new Request("http://localhost/p"), loopback());
    const reader = response.body!.getReader();
    let received = 0;
    await expect(
      (async () => {
        for (let part = await reader.read(); !part.done; part = await reader.read()) received += part.value.byteLength;
      })(),
    ).rejects.toThrow("The file is too large.");
    expect(received).toBeLessThanOrEqual(MAX_PROXY_BYTES);
  });
});
