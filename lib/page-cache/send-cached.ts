import type { IncomingMessage, ServerResponse } from "node:http";
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

function notModified(req: IncomingMessage, entry: CachedResponse): boolean {
  const match = req.headers["if-none-match"];
  if (match !== undefined) {
    const strip = (tag: string) => tag.trim().replace(/^W\//, "");
    return match.trim() === "*" || match.split(",").some((tag) => strip(tag) === strip(entry.etag));
  }
  const since = req.headers["if-modified-since"];
  return since !== undefined && Date.parse(since) >= Date.parse(entry.lastModified);
}

/** The best encoding the client accepts of those kept (q=0 refuses one). */
function encodingFor(acceptEncoding: string | undefined, entry: CachedResponse): "br" | "gzip" | null {
  const accepted = new Set(
    (acceptEncoding ?? "")
      .split(",")
      .map((part) => part.trim().split(";"))
      .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
      .map(([name]) => name.trim().toLowerCase()),
  );
  if (entry.br && accepted.has("br")) return "br";
  if (entry.gzip && accepted.has("gzip")) return "gzip";
  return null;
}

/** Answers from the cache: a 304 for a matching validator, else the best encoded body. */
export function sendCached(req: IncomingMessage, res: ServerResponse, entry: CachedResponse, state: "HIT" | "MISS", acceptEncoding: string | undefined): void {
  const headers: Record<string, string | number> = {
    ...entry.headers,
    "cache-control": policyFor(entry),
    vary: varyOf(entry),
    etag: entry.etag,
    "last-modified": entry.lastModified,
    "x-cache": state,
  };
  if (notModified(req, entry)) {
    delete headers["content-type"];
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const encoding = encodingFor(acceptEncoding, entry);
  const body = encoding ? entry[encoding]! : entry.body;
  if (encoding) headers["content-encoding"] = encoding;
  headers["content-length"] = body.length;
  res.writeHead(entry.status, headers);
  res.end(req.method === "HEAD" ? undefined : body);
}
