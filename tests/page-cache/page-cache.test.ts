import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import zlib from "node:zlib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createPageCache, type PageCache } from "@/lib/page-cache/page-cache";
import { keptAnswers } from "@/lib/page-cache/answer-kept";
import { PREVIEW_COOKIE } from "@/lib/preview/preview-cookie";
import { metrics } from "@/lib/metrics/metrics";
import { cachedEntry } from "@/lib/page-cache/cached-entry";
import { noteContentWrite, noteRenderFailure, noteRenderTags, noteUnknownFilter, REQUEST_ID_HEADER } from "@/lib/cache/render-tags";
import { createLogger } from "@/lib/log/logger";
import { startRequest } from "@/lib/log/request-id";

// The response cache in front of a stand-in for Next: a render that notes the tags of what it
// "read", like the public reads do, and a save that notes what it expires, like a content write.
const content: Record<string, string> = { sliders: "slide one", gallery: "photo one" };
let renders = 0;
let renderDelay = 0;
/** When set, the next render says it has read, then waits for the test to let it finish. */
let renderHold: { read: () => void; finish: Promise<void> } | null = null;
let handled = 0;
/** The request id each render saw, in order. */
const renderIds: string[] = [];
/** The access lines the server wrote. */
const accessLines: Array<Record<string, unknown>> = [];
const log = createLogger({
  level: "info",
  pretty: false,
  destination: new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split("\n").filter(Boolean)) accessLines.push(JSON.parse(line));
      done();
    },
  }),
});
let cache: PageCache;
let server: http.Server;
let base: string;

async function next(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const id = req.headers[REQUEST_ID_HEADER] as string;
  renderIds.push(id);
  const url = new URL(req.url!, "http://x");
  if (req.method === "POST") {
    const tag = url.searchParams.get("tag")!;
    content[tag] = url.searchParams.get("value")!;
    noteContentWrite(id, [tag]);
    // As Next does: the head is flushed and the whole body written at once; its data cache is
    // expired after that, and only then is the answer ended.
    const body = JSON.stringify({ success: true });
    res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
    res.flushHeaders();
    res.write(body);
    setTimeout(() => res.end(), 30);
    return;
  }
  if (url.pathname === "/echo-id") {
    res.end(id);
    return;
  }
  renders += 1;
  if (url.pathname === "/api/testimonials") {
    // A list as Next answers it: headers of its own besides the cache's, the body in two writes.
    noteRenderTags(id, ["testimonials"]);
    res.setHeader("content-type", "application/json");
    res.setHeader("vary", "rsc, Accept-Encoding");
    res.setHeader("x-content-type-options", "nosniff");
    res.write(`[{"id":1,"name":"${content.testimonials ?? "Ana"}","search":"${url.search}"},`);
    res.end(`{"id":2,"name":"Bo"}]`);
    return;
  }
  if (url.pathname === "/api/subcategories") {
    // As the public list does: a parent id above 100 names no main category.
    const parent = url.searchParams.get("main_category_id");
    noteRenderTags(id, ["subcategories"]);
    if (Number(parent) > 100) noteUnknownFilter(id, [1, 2, 3]);
    res.setHeader("content-type", "application/json");
    res.end(Number(parent) > 100 ? "[]" : JSON.stringify([{ id: 1, main_category_id: parent, search: url.search }]));
    return;
  }
  if (url.pathname === "/ebrochure") {
    // As Next does under the proxy's policy: every script of the render carries its fresh nonce.
    const nonce = createHash("sha256").update(String(renders)).digest("base64").slice(0, 22);
    noteRenderTags(id, ["ebrochure"]);
    res.setHeader("content-security-policy", `default-src 'self'; script-src 'self' 'nonce-${nonce}' 'strict-dynamic' https://translate.google.com; object-src 'none'`);
    res.setHeader("content-type", "text/html; charset=utf-8");
    res.end(
      `<html><head><script src="/_next/static/chunks/app.js" nonce="${nonce}" async=""></script><script nonce="${nonce}">self.__next_f.push([1,"ü ${renders}"])</script>` +
        `<script type="application/ld+json">{"@type":"Organization"}</script></head><body>${"<p>brochure</p>".repeat(200)}</body></html>`,
    );
    return;
  }
  const read = { ...content };
  const hold = renderHold;
  renderHold = null;
  if (hold) {
    hold.read();
    await hold.finish;
  }
  await new Promise((resolve) => setTimeout(resolve, renderDelay));
  if (url.pathname === "/gallery" && req.headers.accept?.includes("text/html") !== true) {
    noteRenderTags(id, ["gallery"]);
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify([read.gallery]));
    return;
  }
  if (url.pathname === "/about") noteRenderFailure(id);
  if (url.pathname === "/contact") res.setHeader("set-cookie", "a=b");
  if (url.pathname === "/certificates") res.statusCode = 404;
  noteRenderTags(id, url.pathname === "/" ? ["sliders"] : ["gallery"]);
  res.writeHead(res.statusCode, { "content-type": "text/html; charset=utf-8", "cache-control": "private, no-store" });
  res.write(`<html><body>${url.pathname} ${url.search} `);
  res.end(`${url.pathname === "/" ? read.sliders : read.gallery}${"<p>padding</p>".repeat(200)}</body></html>`);
}

beforeAll(async () => {
  cache = createPageCache({ maxBytes: 1024 * 1024, maxEntries: 100, maxAgeMs: 60_000, maxEntryBytes: 512 * 1024 });
  // As the server composes it: a kept answer first (its id, access line and metrics inline), then
  // the full path with the request's id and access line.
  const answerKept = keptAnswers({ cache, log, routeOf: (url) => (url ?? "/").split("?")[0]! });
  server = http.createServer((req, res) => {
    if (answerKept(req, res, { client: "127.0.0.1", trustedProxy: false })) return;
    const request = startRequest(log, req, res, { client: "127.0.0.1", trustedProxy: false });
    handled += 1;
    void request.run(() => cache.handle(req, res, () => next(req, res)));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  renders = 0;
  renderDelay = 0;
  handled = 0;
});

const page = (path: string, headers: Record<string, string> = {}) =>
  fetch(base + path, { headers: { accept: "text/html", "accept-encoding": "identity", ...headers } });
const save = (tag: string, value: string) => fetch(`${base}/api/save?tag=${tag}&value=${encodeURIComponent(value)}`, { method: "POST" });

describe("response cache", () => {
  it("renders once, then answers from memory with caching headers", async () => {
    await save("sliders", "slide two");
    const first = await page("/");
    expect(first.headers.get("x-cache")).toBe("MISS");
    expect(await first.text()).toContain("slide two");
    const second = await page("/");
    expect(second.headers.get("x-cache")).toBe("HIT");
    expect(await second.text()).toContain("slide two");
    expect(renders).toBe(1);
    expect(second.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=30, must-revalidate");
    expect(second.headers.get("etag")).toMatch(/^W\/"[\w-]+"$/);
    expect(second.headers.get("vary")).toContain("Accept-Encoding");
    expect(second.headers.get("content-type")).toBe("text/html; charset=utf-8");
  });

  it("answers a kept public list from memory on the same path as pages, with each answer's own headers", async () => {
    const list = (headers: Record<string, string> = {}) => fetch(`${base}/api/subcategories?main_category_id=9`, { headers: { "accept-encoding": "identity", ...headers } });
    const first = await list();
    expect(first.headers.get("x-cache")).toBe("MISS");
    const body = await first.text();
    handled = 0;
    const second = await list();
    expect(second.headers.get("x-cache")).toBe("HIT");
    expect(await second.text()).toBe(body);
    expect(second.headers.get("content-type")).toBe("application/json");
    expect(second.headers.get("cache-control")).toBe("public, no-cache");
    expect(second.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers.get("x-request-id")).not.toBe(first.headers.get("x-request-id"));
    const revalidated = await list({ "if-none-match": second.headers.get("etag")! });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(handled).toBe(0);
  });

  it("a kept answer is sent before the full request path; a 304, HEAD and every encoding too", async () => {
    const first = await page("/");
    const etag = first.headers.get("etag")!;
    handled = 0;
    const again = await page("/");
    expect(again.headers.get("x-cache")).toBe("HIT");
    const revalidated = await page("/", { "if-none-match": etag });
    expect(revalidated.status).toBe(304);
    const head = await fetch(`${base}/`, { method: "HEAD", headers: { accept: "text/html" } });
    expect(head.headers.get("x-cache")).toBe("HIT");
    const zipped = await fetch(`${base}/`, { headers: { accept: "text/html", "accept-encoding": "gzip;q=1, br;q=0" } });
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(await zipped.text()).toBe(await again.text());
    expect(handled).toBe(0);
    // Not kept yet (another category) or not shareable (a save): the full path.
    await page("/product?category=7");
    await save("gallery", "photo one");
    expect(handled).toBe(2);
  });

  it("a save expires exactly the answers that showed its tag, before the save is answered", async () => {
    await page("/");
    await page("/gallery");
    renders = 0;
    // The head alone says the save is done: a client may ask again before reading the body.
    const saved = await save("gallery", "photo two");
    expect(saved.status).toBe(200);
    const gallery = await page("/gallery");
    expect(gallery.headers.get("x-cache")).toBe("MISS");
    expect(await gallery.text()).toContain("photo two");
    expect(await saved.json()).toEqual({ success: true });
    const home = await page("/");
    expect(home.headers.get("x-cache")).toBe("HIT");
    expect(renders).toBe(1);
  });

  it("a render that read before a save is not kept once the save has answered", async () => {
    await save("sliders", "before");
    let finishRender = () => {};
    const read = new Promise<void>((resolve) => {
      renderHold = { read: resolve, finish: new Promise<void>((done) => (finishRender = done)) };
    });
    const slow = page("/");
    await read;
    await save("sliders", "after");
    finishRender();
    expect(await (await slow).text()).toContain("before");
    const next = await page("/");
    expect(next.headers.get("x-cache")).toBe("MISS");
    expect(await next.text()).toContain("after");
  });

  it("concurrent misses of one address share one render", async () => {
    await save("sliders", "burst");
    renderDelay = 30;
    const answers = await Promise.all(Array.from({ length: 10 }, () => page("/")));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(renders).toBe(1);
  });

  it("answers 304 to a matching validator, and the new version after a save", async () => {
    const { headers } = await page("/gallery");
    const etag = headers.get("etag")!;
    const lastModified = headers.get("last-modified")!;
    const unchanged = await page("/gallery", { "if-none-match": etag });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe("");
    expect((await page("/gallery", { "if-modified-since": lastModified })).status).toBe(304);
    await save("gallery", "photo three");
    const changed = await page("/gallery", { "if-none-match": etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
  });

  it("sends the encoding a client accepts, compressed once", async () => {
    const plain = await (await page("/")).text();
    for (const [encoding, decode] of [
      ["br", zlib.brotliDecompressSync],
      ["gzip", zlib.gunzipSync],
    ] as const) {
      const answer = await new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http
          .get(`${base}/`, { headers: { accept: "text/html", "accept-encoding": encoding } }, (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (chunk: Buffer) => chunks.push(chunk));
            res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          })
          .on("error", reject);
      });
      expect(answer.headers["content-encoding"]).toBe(encoding);
      expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
      expect(decode(answer.body).toString()).toBe(plain);
    }
  });

  it("keys a page by the query it reads and renders it without any other parameter", async () => {
    const tracked = await page("/product?category=2&utm_source=mail&token=secret");
    expect(tracked.headers.get("x-cache")).toBe("MISS");
    const body = await tracked.text();
    expect(body).toContain("?category=2 ");
    expect(body).not.toContain("secret");
    expect((await page("/product?category=2")).headers.get("x-cache")).toBe("HIT");
    expect((await page("/product?category=3")).headers.get("x-cache")).toBe("MISS");
  });

  it("keeps the page and the JSON answer of one address apart (contract §1)", async () => {
    const json = await fetch(`${base}/gallery`, { headers: { accept: "application/json" } });
    expect(json.headers.get("content-type")).toBe("application/json");
    expect(json.headers.get("cache-control")).toBe("public, no-cache");
    expect((await fetch(`${base}/gallery`, { headers: { accept: "*/*" } })).headers.get("x-cache")).toBe("HIT");
    expect((await page("/gallery")).headers.get("content-type")).toContain("text/html");
  });

  it("never keeps a page with a failed read, a cookie or an error status", async () => {
    for (const path of ["/about", "/contact", "/certificates"]) {
      await page(path);
      const again = await page(path);
      expect(again.headers.get("x-cache")).toBeNull();
    }
    expect(renders).toBe(6);
  });

  it("passes client-side navigations, other methods and other addresses to Next", async () => {
    await page("/");
    renders = 0;
    expect((await page("/", { rsc: "1" })).headers.get("x-cache")).toBeNull();
    expect((await page("/admin")).headers.get("x-cache")).toBeNull();
    expect(renders).toBe(2);
  });

  it("gives a request one id: its access line, its answer and the render the cache keeps, MISS and HIT alike", async () => {
    const lineOf = async (response: Response) => {
      await response.arrayBuffer();
      const id = response.headers.get("x-request-id");
      await expect.poll(() => accessLines.find((line) => line.requestId === id)).toBeDefined();
      return accessLines.find((line) => line.requestId === id)!;
    };
    await save("gallery", "photo one");
    const miss = await page("/gallery");
    expect(miss.headers.get("x-cache")).toBe("MISS");
    expect(renderIds.at(-1)).toBe(miss.headers.get("x-request-id"));
    expect(await lineOf(miss)).toMatchObject({ msg: "request", path: "/gallery", status: 200, cache: "MISS" });
    const hit = await page("/gallery");
    expect(hit.headers.get("x-cache")).toBe("HIT");
    expect(hit.headers.get("x-request-id")).not.toBe(miss.headers.get("x-request-id"));
    expect(await lineOf(hit)).toMatchObject({ msg: "request", path: "/gallery", cache: "HIT" });
    // What the render noted under that id is what a save expires.
    await save("gallery", "photo two");
    expect((await page("/gallery")).headers.get("x-cache")).toBe("MISS");
  });

  it("never believes a client's request id", async () => {
    const forged = await (await page("/echo-id", { [REQUEST_ID_HEADER]: "forged" })).text();
    expect(forged).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("sends a kept page with the hashes of its own inline scripts, never the nonce of the render that filled it", async () => {
    const first = await page("/ebrochure");
    const second = await page("/ebrochure");
    expect(first.headers.get("x-cache")).toBe("MISS");
    expect(second.headers.get("x-cache")).toBe("HIT");
    const body = await second.text();
    const nonce = /nonce="([^"]+)"/.exec(body)![1];
    const inline = /<script nonce="[^"]+">([^<]*)<\/script>/.exec(body)![1];
    const hash = createHash("sha256").update(inline, "utf8").digest("base64");
    for (const answer of [first, second]) {
      const policy = answer.headers.get("content-security-policy")!;
      expect(policy).toContain(`script-src 'self' 'sha256-${hash}' https://translate.google.com`);
      expect(policy).not.toContain(nonce);
      expect(policy).not.toContain("'nonce-");
      expect(policy).not.toContain("'strict-dynamic'");
      // One hash: the data block and the external script need none.
      expect(policy.match(/'sha256-/g)).toHaveLength(1);
      expect(policy).toContain("object-src 'none'");
    }
    const notModified = await page("/ebrochure", { "if-none-match": second.headers.get("etag")! });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get("content-security-policy") ?? "").not.toContain("'nonce-");
  });

  it("keys an id by its canonical spelling: 01, a space and a Unicode space share the entry of 1", async () => {
    const before = cache.store.size.entries;
    expect((await page("/product?category=7")).headers.get("x-cache")).toBe("MISS");
    for (const spelling of ["07", "%207", "%E2%80%837", "7%20", "+7"]) {
      const answer = await page(`/product?category=${spelling}`);
      expect(answer.headers.get("x-cache")).toBe("HIT");
      expect(await answer.text()).toContain("?category=7 ");
    }
    const list = await fetch(`${base}/api/subcategories?main_category_id=2`);
    expect(list.headers.get("x-cache")).toBe("MISS");
    expect((await fetch(`${base}/api/subcategories?main_category_id=002`)).headers.get("x-cache")).toBe("HIT");
    // A blank filter is no filter, to the list.
    expect((await fetch(`${base}/api/subcategories`)).headers.get("x-cache")).toBe("MISS");
    for (const blank of ["", "%20", "%20%20"]) expect((await fetch(`${base}/api/subcategories?main_category_id=${blank}`)).headers.get("x-cache")).toBe("HIT");
    expect(cache.store.size.entries - before).toBe(3);
  });

  it("keeps one entry for every parent id that names nothing, and answers them all without a render", async () => {
    await fetch(`${base}/api/subcategories?main_category_id=101`);
    const before = cache.store.size.entries;
    renders = 0;
    for (let id = 200; id < 400; id += 1) {
      const answer = await fetch(`${base}/api/subcategories?main_category_id=${id}`);
      expect(answer.headers.get("x-cache")).toBe("HIT");
      expect(await answer.text()).toBe("[]");
    }
    expect(cache.store.size.entries).toBe(before);
    expect(renders).toBe(0);
    // An id among the parents that existed at that render has an answer of its own; so does
    // anything that is no id at all (the list refuses it).
    expect((await fetch(`${base}/api/subcategories?main_category_id=3`)).headers.get("x-cache")).toBe("MISS");
    expect((await fetch(`${base}/api/subcategories?main_category_id=abc`)).headers.get("x-cache")).toBe("MISS");
    // A save of what the shared answer showed expires it with the ids it was rendered with.
    await save("subcategories", "new");
    expect((await fetch(`${base}/api/subcategories?main_category_id=250`)).headers.get("x-cache")).toBe("MISS");
  });

  it("never keeps an answer to a request with credentials, but may answer it from memory", async () => {
    const withCredentials: Array<Record<string, string>> = [{ cookie: "googtrans=/en/fr" }, { authorization: "Bearer x" }];
    for (const [index, credentials] of withCredentials.entries()) {
      const path = `/product?category=${40 + index}`;
      expect((await page(path, credentials)).headers.get("x-cache")).toBeNull();
      expect((await page(path)).headers.get("x-cache")).toBe("MISS");
      expect((await page(path, credentials)).headers.get("x-cache")).toBe("HIT");
    }
  });

  it("keeps small bodies in memory of their own, not in a slice of Node's shared pool", async () => {
    const small = Buffer.from("[]");
    expect(small.buffer.byteLength).toBeGreaterThan(2);
    const entry = await cachedEntry({ status: 200, headers: { "content-type": "application/json" }, body: small }, []);
    expect(entry.body.buffer.byteLength).toBe(2);
    expect(entry.body.toString()).toBe("[]");
  });
  describe("public lists on the fast path", () => {
    const list = (path = "/api/testimonials", headers: Record<string, string> = {}) => fetch(base + path, { headers: { "accept-encoding": "identity", ...headers } });
    // Set per answer (or by the cache); every other header of the handler's answer is kept as is.
    const PER_ANSWER = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length", "x-request-id", "x-cache", "cache-control", "etag", "last-modified", "vary"]);
    const headersOf = (answer: Response) => Object.fromEntries([...answer.headers].filter(([name]) => !PER_ANSWER.has(name)));

    it("answers a hit byte for byte as the handler answered: body, headers, ETag of those bytes", async () => {
      await save("testimonials", "Ana");
      // The handler's own answer: a parameter the list does not read sends it past the cache.
      const own = await list("/api/testimonials?fresh=1");
      expect(own.headers.get("x-cache")).toBeNull();
      const ownBody = Buffer.from(await own.arrayBuffer());
      const miss = await list();
      const missBody = Buffer.from(await miss.arrayBuffer());
      handled = 0;
      const hit = await list();
      const hitBody = Buffer.from(await hit.arrayBuffer());
      expect([miss.headers.get("x-cache"), hit.headers.get("x-cache")]).toEqual(["MISS", "HIT"]);
      expect(handled).toBe(0);
      expect(hitBody.equals(missBody)).toBe(true);
      // The same bytes but the echoed query, which only the bypassing request had.
      expect(hitBody.toString()).toBe(ownBody.toString().replace("?fresh=1", ""));
      expect(headersOf(hit)).toEqual(headersOf(own));
      expect(headersOf(hit)).toMatchObject({ "content-type": "application/json", "x-content-type-options": "nosniff" });
      expect(hit.headers.get("vary")).toBe("rsc, Accept-Encoding, Accept");
      expect(Number(hit.headers.get("content-length"))).toBe(hitBody.length);
      expect(hit.headers.get("etag")).toBe(`W/"${createHash("sha1").update(hitBody).digest("base64url")}"`);
      expect(hit.headers.get("etag")).toBe(miss.headers.get("etag"));
      expect((await list("/api/testimonials", { "if-none-match": hit.headers.get("etag")! })).status).toBe(304);
      // Compressed once when kept only past 1 KB: a small list is sent as it is, whatever the client accepts.
      const zipped = await fetch(`${base}/api/testimonials`, { headers: { "accept-encoding": "gzip, br" } });
      expect(zipped.headers.get("content-encoding")).toBeNull();
      expect(Buffer.from(await zipped.arrayBuffer()).equals(hitBody)).toBe(true);
    });

    it("a save expires the kept list before the save is answered; the next hit shows it", async () => {
      await list();
      expect((await list()).headers.get("x-cache")).toBe("HIT");
      expect((await save("testimonials", "Cleo")).status).toBe(200);
      const after = await list();
      expect(after.headers.get("x-cache")).toBe("MISS");
      expect(await after.text()).toContain("Cleo");
      const hit = await list();
      expect(hit.headers.get("x-cache")).toBe("HIT");
      expect(await hit.text()).toContain("Cleo");
    });

    it("counts a hit in the metrics and writes its access line, as every answer", async () => {
      await list();
      const hits = async () => (await metrics().pageCacheLookups.get()).values.find((value) => value.labels.result === "hit")?.value ?? 0;
      const requests = async () => (await metrics().httpRequests.get()).values.find((value) => value.labels.route === "/api/testimonials" && value.labels.status === "200")?.value ?? 0;
      const [hitsBefore, requestsBefore] = [await hits(), await requests()];
      const hit = await list();
      expect(hit.headers.get("x-cache")).toBe("HIT");
      expect(await hits()).toBe(hitsBefore + 1);
      expect(await requests()).toBe(requestsBefore + 1);
      const id = hit.headers.get("x-request-id");
      await expect.poll(() => accessLines.find((line) => line.requestId === id)).toMatchObject({ msg: "request", method: "GET", path: "/api/testimonials", status: 200, cache: "HIT", client: "127.0.0.1" });
    });

    it("sends a token, a parameter the list does not read, or a preview cookie to the handler, and keeps nothing of it", async () => {
      await list();
      expect((await list()).headers.get("x-cache")).toBe("HIT");
      const entries = cache.store.size.entries;
      handled = 0;
      renders = 0;
      const bypassing: Array<[string, Record<string, string>]> = [
        ["/api/testimonials", { authorization: "Bearer x" }],
        ["/api/testimonials?utm_source=mail", {}],
        ["/api/testimonials?main_category_id=1", {}],
        ["/api/subcategories?main_category_id=9&page=2", {}],
        ["/api/testimonials", { cookie: `${PREVIEW_COOKIE}=anything` }],
        ["/api/testimonials", { cookie: `googtrans=/en/fr; ${PREVIEW_COOKIE}=x` }],
        ["/gallery", { accept: "application/json", authorization: "Bearer x" }],
      ];
      for (const [path, headers] of bypassing) {
        const first = await list(path, headers);
        expect(first.status, path).toBe(200);
        expect(first.headers.get("x-cache"), `${path} ${JSON.stringify(headers)}`).toBeNull();
        expect((await list(path, headers)).headers.get("x-cache"), path).toBeNull();
      }
      expect(handled).toBe(2 * bypassing.length);
      expect(renders).toBe(2 * bypassing.length);
      expect(cache.store.size.entries).toBe(entries);
      // A cookie of the site's own (the translation widget) is no credential: the kept list answers.
      expect((await list("/api/testimonials", { cookie: "googtrans=/en/fr" })).headers.get("x-cache")).toBe("HIT");
      // A blank filter is no filter, and the filter of a list that has one is a parameter it reads.
      expect((await list("/api/subcategories?main_category_id=")).headers.get("x-cache")).not.toBeNull();
    });

    it("never answers a page from memory, nor keeps it, for a request with a preview cookie", async () => {
      await page("/");
      expect((await page("/")).headers.get("x-cache")).toBe("HIT");
      renders = 0;
      for (const cookie of [`${PREVIEW_COOKIE}=token`, `a=b;${PREVIEW_COOKIE}=token`]) {
        const preview = await page("/", { cookie });
        expect(preview.headers.get("x-cache")).toBeNull();
      }
      expect(renders).toBe(2);
      // A cookie whose name merely contains it is another cookie.
      expect((await page("/", { cookie: `my_${PREVIEW_COOKIE}=1` })).headers.get("x-cache")).toBe("HIT");
    });

    it("stays bounded however many query variants a stranger sends", async () => {
      await list();
      await fetch(`${base}/api/subcategories?main_category_id=101`);
      const before = cache.store.size;
      for (let n = 0; n < 120; n += 1) {
        await (await list(`/api/testimonials?v=${n}`)).arrayBuffer();
        await (await list(`/api/testimonials?main_category_id=${n}&x=${"y".repeat(n)}`)).arrayBuffer();
        await (await list(`/api/subcategories?main_category_id=${1000 + n}`)).arrayBuffer();
        await (await list(`/api/subcategories?main_category_id=${n % 3 === 0 ? "0" : " "}${1000 + n}`)).arrayBuffer();
        await (await list(`/gallery/?n=${n}`)).arrayBuffer();
      }
      expect(cache.store.size).toEqual(before);
      expect(cache.store.size.bytes).toBeLessThanOrEqual(1024 * 1024);
    });
  });
});
