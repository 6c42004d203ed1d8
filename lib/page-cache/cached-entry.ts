import { createHash } from "node:crypto";
import type { OutgoingHttpHeaders } from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { CapturedResponse } from "./capture-response";
import { headPreloadLinks } from "./head-preload-links";
import { keptPagePolicy } from "./kept-page-policy";
import type { CachedResponse } from "./response-store";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

// Set per answer by the cache (or, for x-request-id, by the server), never copied from the render.
const PER_ANSWER = new Set(["content-length", "content-encoding", "transfer-encoding", "connection", "keep-alive", "date", "etag", "last-modified", "cache-control", "x-cache", "x-request-id"]);
const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript)|image\/svg\+xml)/;

/** Whether a rendered answer may be shared with every visitor. */
export function isShareable(captured: CapturedResponse): boolean {
  return captured.status === 200 && captured.headers["set-cookie"] === undefined;
}

function flatten(headers: OutgoingHttpHeaders): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || PER_ANSWER.has(name)) continue;
    flat[name] = Array.isArray(value) ? value.join(", ") : String(value);
  }
  return flat;
}

/**
 * A buffer that owns its memory. Node hands out small buffers as slices of a shared 8 KB pool,
 * and a kept slice pins the whole pool: a 2-byte answer would hold 8 KB.
 */
function owned(buffer: Buffer): Buffer;
function owned(buffer: Buffer | undefined): Buffer | undefined;
function owned(buffer: Buffer | undefined): Buffer | undefined {
  if (!buffer || buffer.byteLength === buffer.buffer.byteLength) return buffer;
  const copy = Buffer.allocUnsafeSlow(buffer.byteLength);
  buffer.copy(copy);
  return copy;
}

/** Turns a render into a cache entry: compressed once here instead of on every answer. */
export async function cachedEntry(captured: CapturedResponse, tags: readonly string[], now = Date.now()): Promise<CachedResponse> {
  const headers = flatten(captured.headers);
  if (headers["content-type"]?.startsWith("text/html")) {
    headers.link = [headers.link, ...headPreloadLinks(captured.body)].filter(Boolean).join(", ");
  }
  const policy = keptPagePolicy(headers["content-security-policy"], captured.body);
  if (policy) headers["content-security-policy"] = policy;
  const compressible = captured.body.length > 1024 && COMPRESSIBLE.test(headers["content-type"] ?? "");
  const [gzipped, brotlied] = compressible
    ? await Promise.all([
        gzip(captured.body, { level: 6 }),
        brotli(captured.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: captured.body.length } }),
      ])
    : [undefined, undefined];
  return {
    status: captured.status,
    headers,
    body: owned(captured.body),
    gzip: owned(gzipped),
    br: owned(brotlied),
    // Weak: the compressed forms are other bytes of the same answer.
    etag: `W/"${createHash("sha1").update(captured.body).digest("base64url")}"`,
    lastModified: new Date(now).toUTCString(),
    tags: [...new Set(tags)],
    storedAt: now,
  };
}
