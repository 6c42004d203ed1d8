import path from "node:path";
import type { Place, StoredObject } from "./storage";
import { uploadKey } from "./upload-key";
import { uploadStorage } from "./upload-storage";
import { UPLOAD_TEXT } from "./upload-texts";
import { fail } from "@/lib/http/envelope";
import { HTTP_TEXT } from "@/lib/http/http-texts";
import { logger } from "@/lib/log/logger";

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

/** The 404 every refused or missing path gets, in the site's error shape (contract §4). */
export function uploadNotFound(): Response {
  return fail(404, HTTP_TEXT.notFound, { headers: { "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" } });
}

function matchesIfNoneMatch(header: string | null, etag: string): boolean {
  if (!header) return false;
  // Weak comparison (RFC 9110 §13.1.2): "W/" prefixes do not matter for If-None-Match.
  const strip = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim() === "*" || strip(tag) === strip(etag));
}

/** The store itself failed (a bucket that is down): not the visitor's fault, and not cached. */
function uploadUnavailable(): Response {
  return fail(503, UPLOAD_TEXT.unavailable, { headers: { "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff", "Retry-After": "30" } });
}

// A privately kept file seen in a preview or through an admin's grant: for that browser only,
// never kept anywhere, never indexed.
const PRIVATE_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

async function openStored(key: string, place: Place = "public"): Promise<StoredObject | Response | null> {
  try {
    return await uploadStorage().open(key, place);
  } catch (error) {
    logger().error({ err: error }, `[uploads] could not read ${key}`);
    return uploadUnavailable();
  }
}

export interface ServeOptions {
  /**
   * Asked only when the file is not public: whether this request may have it from the private
   * place (a preview session, for a file a draft names; an admin's grant for that file). Absent: never.
   */
  privateAllowed?: (key: string) => Promise<boolean>;
}

/**
 * Answer GET or HEAD for `/uploads/<segments>` from the upload storage (folder or bucket, so
 * every instance serves every file): correct type, immutable caching, ETag/304, streamed body.
 * Anything unsafe or absent is a 404.
 */
export async function serveUpload(segments: readonly string[], request: Request, options: ServeOptions = {}): Promise<Response> {
  const ext = path.extname(segments.at(-1) ?? "").slice(1).toLowerCase();
  const contentType = CONTENT_TYPES[ext];
  if (!contentType) return uploadNotFound();

  const key = uploadKey(segments);
  if (!key) return uploadNotFound();
  let object = await openStored(key);
  let kept = true;
  if (object === null && options.privateAllowed && (await options.privateAllowed(key))) {
    object = await openStored(key, "trash");
    kept = false;
  }
  if (object instanceof Response) return object;
  if (!object) return uploadNotFound();

  let streaming = false;
  try {
    const headers = new Headers({
      "Content-Type": contentType,
      "Cache-Control": CACHE_FOREVER,
      "X-Content-Type-Options": "nosniff",
      ETag: object.etag,
      ...(kept ? {} : PRIVATE_HEADERS),
    });
    if (ext === "pdf") headers.set("Content-Disposition", "inline");
    else headers.set("Content-Security-Policy", IMAGE_CSP);

    if (matchesIfNoneMatch(request.headers.get("if-none-match"), object.etag)) {
      return new Response(null, { status: 304, headers });
    }
    headers.set("Content-Length", String(object.size));
    if (request.method === "HEAD") return new Response(null, { status: 200, headers });

    const body = object.body();
    streaming = true;
    return new Response(body, { status: 200, headers });
  } finally {
    if (!streaming) await object.discard();
  }
}
