import { constants } from "node:fs";
import { open, type FileHandle } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { confineToUploadDir, resolveUploadPath } from "./resolve-path";

/** Only these extensions are ever served; anything else in the folder stays private. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
  ico: "image/x-icon",
  bmp: "image/bmp",
  pdf: "application/pdf",
};

// Names are unique per upload and never reused, so a file can be cached forever.
const CACHE_FOREVER = "public, max-age=31536000, immutable";

// Defence in depth for images opened directly: nothing in them may run or load anything.
// Not set on PDFs: browsers' built-in viewers refuse to render under a sandbox policy.
const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

// O_NOFOLLOW: the confined real path must not be swapped for a symlink before it is opened.
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0);

/** The 404 every refused or missing path gets, in the site's error shape (contract §4). */
export function uploadNotFound(): Response {
  return Response.json(
    { success: false, message: "Not found", error: "Not found" },
    { status: 404, headers: { "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" } },
  );
}

function matchesIfNoneMatch(header: string | null, etag: string): boolean {
  if (!header) return false;
  // Weak comparison (RFC 9110 §13.1.2): "W/" prefixes do not matter for If-None-Match.
  const strip = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim() === "*" || strip(tag) === strip(etag));
}

async function openConfined(segments: readonly string[]): Promise<FileHandle | null> {
  const candidate = resolveUploadPath(segments);
  if (!candidate) return null;
  try {
    const real = await confineToUploadDir(candidate);
    return real ? await open(real, OPEN_FLAGS) : null;
  } catch {
    return null; // missing, not readable, or a symlink: all look the same from outside
  }
}

/**
 * Answer GET or HEAD for `/uploads/<segments>` from the upload folder: correct type,
 * immutable caching, ETag/304, streamed body. Anything unsafe or absent is a 404.
 */
export async function serveUpload(segments: readonly string[], request: Request): Promise<Response> {
  const ext = path.extname(segments.at(-1) ?? "").slice(1).toLowerCase();
  const contentType = CONTENT_TYPES[ext];
  if (!contentType) return uploadNotFound();

  const handle = await openConfined(segments);
  if (!handle) return uploadNotFound();

  let streaming = false;
  try {
    // Stat the open handle, so headers describe exactly the bytes that are streamed.
    const stats = await handle.stat();
    if (!stats.isFile()) return uploadNotFound();

    const etag = `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
    const headers = new Headers({
      "Content-Type": contentType,
      "Cache-Control": CACHE_FOREVER,
      "X-Content-Type-Options": "nosniff",
      ETag: etag,
    });
    if (ext === "pdf") headers.set("Content-Disposition", "inline");
    else headers.set("Content-Security-Policy", IMAGE_CSP);

    if (matchesIfNoneMatch(request.headers.get("if-none-match"), etag)) {
      return new Response(null, { status: 304, headers });
    }
    headers.set("Content-Length", String(stats.size));
    if (request.method === "HEAD") return new Response(null, { status: 200, headers });

    // The stream owns the handle from here and closes it when done or cancelled.
    const body = Readable.toWeb(handle.createReadStream()) as unknown as ReadableStream<Uint8Array>;
    streaming = true;
    return new Response(body, { status: 200, headers });
  } finally {
    if (!streaming) await handle.close().catch(() => undefined);
  }
}
