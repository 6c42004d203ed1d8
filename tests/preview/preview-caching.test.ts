// A request with a preview session, in front of a stand-in for Next wired as server.ts wires the
// real one: the page cache neither answers it from memory nor keeps its answer, and whatever the
// render says, the answer goes out `no-store` and `noindex`. Ordinary requests are untouched.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { noteRenderTags, REQUEST_ID_HEADER } from "@/lib/cache/render-tags";
import { createLogger } from "@/lib/log/logger";
import { startRequest } from "@/lib/log/request-id";
import { cacheableRequest } from "@/lib/page-cache/cache-key";
import { createPageCache, type PageCache } from "@/lib/page-cache/page-cache";
import { keepPreviewAnswerPrivate } from "@/lib/preview/preview-answer";
import { carriesPreviewCookie, previewTokenIn } from "@/lib/preview/preview-cookie";

const log = createLogger({ level: "error", pretty: false, destination: new Writable({ write: (_chunk, _encoding, done) => done() }) });
let cache: PageCache;
let server: http.Server;
let base: string;
let renders = 0;

beforeAll(async () => {
  cache = createPageCache({ maxBytes: 1024 * 1024, maxEntries: 100, maxAgeMs: 60_000, maxEntryBytes: 512 * 1024 });
  server = http.createServer((req, res) => {
    const request = startRequest(log, req, res, { client: "127.0.0.1", trustedProxy: false });
    keepPreviewAnswerPrivate(req.url, req.headers.cookie, res);
    if (cache.answerFromMemory(req, res)) return;
    void request.run(() =>
      cache.handle(req, res, async () => {
        renders += 1;
        noteRenderTags(req.headers[REQUEST_ID_HEADER] as string, ["sliders"]);
        const drafts = req.headers.cookie?.includes("preview_session=") ? "draft" : "published";
        // As a render may: its own caching header, passed to writeHead.
        res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "public, max-age=60" });
        res.end(`<html><body>${drafts} ${renders}${"<p>padding</p>".repeat(100)}</body></html>`);
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const page = (path: string, cookie?: string) => fetch(base + path, { headers: { accept: "text/html", "accept-encoding": "identity", ...(cookie ? { cookie } : {}) } });

describe("a preview session and the caches", () => {
  it("is never answered from memory nor kept, and its answers are no-store and noindex", async () => {
    const warm = await page("/");
    expect(warm.headers.get("x-cache")).toBe("MISS");
    expect(await warm.text()).toContain("published 1");
    expect((await page("/")).headers.get("x-cache")).toBe("HIT");

    for (let i = 0; i < 2; i++) {
      const previewed = await page("/", "lang=en; preview_session=a.b.c");
      expect(previewed.headers.get("x-cache")).toBeNull();
      expect(previewed.headers.get("cache-control")).toBe("no-store");
      expect(previewed.headers.get("x-robots-tag")).toBe("noindex");
      expect(await previewed.text()).toContain("draft");
    }
    // Right after, an ordinary visitor still gets the published page, from memory.
    const after = await page("/");
    expect(after.headers.get("x-cache")).toBe("HIT");
    expect(after.headers.get("x-robots-tag")).toBeNull();
    expect(await after.text()).toContain("published 1");
    // A cold page asked first in a preview is rendered for it alone: the next visitor renders their own.
    await page("/about", "preview_session=a.b.c").then((answer) => answer.text());
    const cold = await page("/about");
    expect(cold.headers.get("x-cache")).toBe("MISS");
    expect(await cold.text()).toContain("published");
  });

  it("is found by a string search, nothing verified", () => {
    expect(cacheableRequest("GET", "/", { cookie: "preview_session=x" })).toBeNull();
    expect(cacheableRequest("GET", "/", { cookie: "theme=dark" })).toMatchObject({ key: "data /", keep: false });
    expect(cacheableRequest("GET", "/", {})).toMatchObject({ keep: true });
    expect(carriesPreviewCookie("a=1; preview_session=t")).toBe(true);
    expect(carriesPreviewCookie("not_preview_session=t")).toBe(false);
    expect(carriesPreviewCookie(undefined)).toBe(false);
    expect(previewTokenIn("a=1; preview_session=tok.en.x; b=2")).toBe("tok.en.x");
    expect(previewTokenIn("preview_session=")).toBeNull();
  });
});
