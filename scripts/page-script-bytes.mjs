// How much JavaScript a modern browser downloads to show one page: every script the page's HTML
// names (its <script src> tags and the chunks its RSC payload asks for), without the `noModule`
// legacy file a module-capable browser never fetches, each weighed as the brotli body the server
// sends. Shared by the Lighthouse audit and the home page's JavaScript budget check.
import http from "node:http";
import https from "node:https";
import zlib from "node:zlib";

/** The `/_next/static/...js` paths a module-capable browser loads for the page's HTML. */
export function pageScriptPaths(html) {
  const legacy = new Set();
  for (const tag of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = tag[0].match(/\bsrc="([^"]+)"/i)?.[1];
    if (src && /\bnoModule\b/i.test(tag[0])) legacy.add(new URL(src, "http://x").pathname);
  }
  // Chunk names appear in script tags and, JSON-escaped, in the inline flight data.
  const paths = new Set();
  for (const match of html.matchAll(/\/?_next\/static\/[\w/.~-]+?\.js\b/g)) {
    const path = match[0].startsWith("/") ? match[0] : `/${match[0]}`;
    if (!legacy.has(path)) paths.add(path);
  }
  return [...paths].sort();
}

/** The response body's bytes exactly as sent, asking for brotli (fetch would decode them). */
function rawGet(url) {
  return new Promise((resolve, reject) => {
    const client = url.startsWith("https:") ? https : http;
    const request = client.get(url, { headers: { "accept-encoding": "br" } }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, encoding: response.headers["content-encoding"] ?? "", body: Buffer.concat(chunks) }));
      response.on("error", reject);
    });
    request.setTimeout(30_000, () => request.destroy(new Error(`timed out: ${url}`)));
    request.on("error", reject);
  });
}

/**
 * The page's scripts and their brotli sizes. A script the server sends uncompressed is
 * compressed here at brotli's best quality, what the build's precompressed copies use, so the
 * figure does not depend on how this server happens to encode it.
 */
export async function pageScriptBytes(base, page = "/") {
  // As a browser asks: some paths (/gallery) answer JSON to anything else (contract §1).
  const html = await fetch(`${base}${page}`, { headers: { accept: "text/html" } }).then((response) => {
    if (!response.ok) throw new Error(`${page} answered ${response.status}`);
    return response.text();
  });
  const scripts = [];
  for (const path of pageScriptPaths(html)) {
    const { status, encoding, body } = await rawGet(`${base}${path}`);
    if (status !== 200) throw new Error(`${path} answered ${status}`);
    const brotli = encoding === "br" ? body.length : zlib.brotliCompressSync(encoding === "gzip" ? zlib.gunzipSync(body) : body).length;
    scripts.push({ path, brotli });
  }
  return { scripts, brotli: scripts.reduce((sum, script) => sum + script.brotli, 0) };
}

/** Bytes in KiB with one decimal, the unit Lighthouse reports transfer sizes in. */
export function kib(bytes) {
  return (bytes / 1024).toFixed(1);
}
