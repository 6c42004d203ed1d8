import type { IncomingMessage, ServerResponse } from "node:http";
import { preferredEncoding } from "@/lib/http/preferred-encoding";
import type { CachedResponse } from "./response-store";

// Pages: a shared cache (CDN) may keep them for half a minute, a browser asks again each time
// and gets a 304 while nothing changed. Lists are also read by the back office right after a
// save, so every cache revalidates them on each use.
const PAGE_POLICY = "public, max-age=0, s-maxage=30, must-revalidate";
const LIST_POLICY = "public, no-cache";

function policyFor(entry: CachedResponse): string {
  return (entry.headers["content-type"] ?? "").startsWith("application/json") ? LIST_POLICY : PAGE_POLICY;
}

function varyOf(entry: CachedResponse): string {
  const names = (entry.headers.vary ?? "").split(",").map((name) => name.trim()).filter(Boolean);
  for (const name of ["Accept", "Accept-Encoding"]) if (!names.some((known) => known.toLowerCase() === name.toLowerCase())) names.push(name);
  return names.join(", ");
}

type Encoding = "br" | "gzip" | null;
type Answer = "HIT" | "MISS";

// A hit is the hot path: the heads of an entry are built once per way of sending it, not per
// request, as name/value pairs (the form writeHead takes without copying them into a header map).
const heads = new WeakMap<CachedResponse, Map<string, readonly string[]>>();

function headOf(entry: CachedResponse, state: Answer, encoding: Encoding | "not-modified"): readonly string[] {
  let built = heads.get(entry);
  if (!built) heads.set(entry, (built = new Map()));
  const key = `${state} ${encoding}`;
  let head = built.get(key);
  if (!head) {
    const headers: Record<string, string | number> = {
      ...entry.headers,
      "cache-control": policyFor(entry),
      vary: varyOf(entry),
      etag: entry.etag,
      "last-modified": entry.lastModified,
      "x-cache": state,
    };
    if (encoding === "not-modified") delete headers["content-type"];
    else {
      if (encoding) headers["content-encoding"] = encoding;
      headers["content-length"] = (encoding ? entry[encoding]! : entry.body).length;
    }
    built.set(key, (head = Object.freeze(Object.entries(headers).flatMap(([name, value]) => [name, String(value)]))));
  }
  return head;
}

function notModified(req: IncomingMessage, entry: CachedResponse): boolean {
  const match = req.headers["if-none-match"];
  if (match !== undefined) {
    const strip = (tag: string) => tag.trim().replace(/^W\//, "");
    return match.trim() === "*" || match.split(",").some((tag) => strip(tag) === strip(entry.etag));
  }
  const since = req.headers["if-modified-since"];
  return since !== undefined && Date.parse(since) >= Date.parse(entry.lastModified);
}

/**
 * Answers from the cache: a 304 for a matching validator, else the best encoded body. `extra`
 * holds this answer's own headers as name/value pairs (the request id), for a caller that set
 * none on `res` itself.
 */
export function sendCached(req: IncomingMessage, res: ServerResponse, entry: CachedResponse, state: Answer, acceptEncoding: string | undefined, extra?: readonly string[]): void {
  const fresh = notModified(req, entry);
  const encoding = fresh ? null : preferredEncoding(acceptEncoding, entry);
  const head = headOf(entry, state, fresh ? "not-modified" : encoding);
  // Node's types ask for a mutable array; it only reads the pairs.
  res.writeHead(fresh ? 304 : entry.status, (extra?.length ? head.concat(extra) : head) as string[]);
  res.end(fresh || req.method === "HEAD" ? undefined : encoding ? entry[encoding] : entry.body);
}
