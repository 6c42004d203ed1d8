import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressStaticAssets } from "@/lib/server/precompress-static-assets";
import { loadPrecompressedAssets, type PrecompressedAssets } from "@/lib/server/precompressed-assets";
import { SECURITY_HEADERS } from "@/next.config.mjs";

// A build's static folder: a script and a stylesheet worth compressing, a tiny script, a font.
const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), "ecopack-static-"));
const script = `(globalThis.TURBOPACK ||= []).push(${JSON.stringify("x".repeat(40))});\n`.repeat(200);
const style = ".leaf{color:#1f5e2f}\n".repeat(300);
let assets: PrecompressedAssets;
let server: http.Server;
let base: string;

beforeAll(async () => {
  fs.mkdirSync(path.join(staticDir, "chunks"), { recursive: true });
  fs.mkdirSync(path.join(staticDir, "media"), { recursive: true });
  fs.writeFileSync(path.join(staticDir, "chunks", "app-1a2b.js"), script);
  fs.writeFileSync(path.join(staticDir, "chunks", "site-3c4d.css"), style);
  fs.writeFileSync(path.join(staticDir, "chunks", "tiny-5e6f.js"), "void 0;");
  fs.writeFileSync(path.join(staticDir, "media", "font.woff2"), Buffer.alloc(4096, 7));
  assets = await loadPrecompressedAssets(staticDir, SECURITY_HEADERS);
  // Whatever the assets do not answer gets Next's place in the server: here, a marker.
  server = http.createServer((req, res) => {
    if (assets.answer(req, res)) return;
    res.writeHead(299, { "content-type": "text/plain" });
    res.end("left to Next");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  fs.rmSync(staticDir, { recursive: true, force: true });
});

/** One raw request (fetch would decode the body and hide the encoding). */
function get(pathname: string, headers: http.OutgoingHttpHeaders = {}, method = "GET"): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(base);
    // The path as given: a URL string would have `..` resolved before sending.
    const request = http.request({ hostname, port, path: pathname, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on("error", reject);
    request.end();
  });
}

describe("precompressed static files", () => {
  it("a build without precompressed copies leaves everything to Next", async () => {
    expect(assets.count).toBe(0);
    expect((await get("/_next/static/chunks/app-1a2b.js", { "accept-encoding": "br" })).status).toBe(299);
  });

  it("compresses the scripts and styles worth it at build time, beside the originals", async () => {
    const summary = await precompressStaticAssets(staticDir);
    expect(summary.files).toBe(2);
    expect(summary.bytes).toBe(script.length + style.length);
    expect(summary.brotli).toBeLessThan(summary.bytes / 10);
    expect(fs.readdirSync(path.join(staticDir, "chunks")).sort()).toEqual([
      "app-1a2b.js",
      "app-1a2b.js.br",
      "app-1a2b.js.gz",
      "site-3c4d.css",
      "site-3c4d.css.br",
      "site-3c4d.css.gz",
      "tiny-5e6f.js",
    ]);
    assets = await loadPrecompressedAssets(staticDir, SECURITY_HEADERS);
    expect(assets.count).toBe(2);
  });

  it("sends the brotli copy to a client that takes it, with Next's caching and security headers", async () => {
    const answer = await get("/_next/static/chunks/app-1a2b.js", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["content-type"]).toBe("application/javascript; charset=UTF-8");
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(answer.headers.vary).toBe("Accept-Encoding");
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(answer.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
    expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(script);
  });

  it("sends gzip where brotli is refused or unknown, and a HEAD has the head alone", async () => {
    const zipped = await get("/_next/static/chunks/site-3c4d.css", { "accept-encoding": "gzip, br;q=0" });
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(zipped.headers["content-type"]).toBe("text/css; charset=UTF-8");
    expect(zlib.gunzipSync(zipped.body).toString()).toBe(style);
    const head = await get("/_next/static/chunks/site-3c4d.css", { "accept-encoding": "gzip" }, "HEAD");
    expect(head.status).toBe(200);
    expect(Number(head.headers["content-length"])).toBe(zipped.body.length);
    expect(head.body.length).toBe(0);
  });

  it("leaves to Next: identity, ranges, writes, queries, files not compressed, unknown and crafted paths", async () => {
    const left = [
      await get("/_next/static/chunks/app-1a2b.js"),
      await get("/_next/static/chunks/app-1a2b.js", { "accept-encoding": "identity" }),
      await get("/_next/static/chunks/app-1a2b.js", { "accept-encoding": "br", range: "bytes=0-10" }),
      await get("/_next/static/chunks/app-1a2b.js", { "accept-encoding": "br" }, "POST"),
      await get("/_next/static/chunks/app-1a2b.js?dpl=1", { "accept-encoding": "br" }),
      await get("/_next/static/chunks/tiny-5e6f.js", { "accept-encoding": "br" }),
      await get("/_next/static/media/font.woff2", { "accept-encoding": "br" }),
      await get("/_next/static/chunks/app-1a2b.js.br", { "accept-encoding": "br" }),
      await get("/_next/static/chunks/../chunks/app-1a2b.js", { "accept-encoding": "br" }),
    ];
    expect(left.map((answer) => answer.status)).toEqual(left.map(() => 299));
  });
});
