import type { IncomingHttpHeaders } from "node:http";
import { COLLECTION_LIST } from "@/lib/content/collections";
import { DUAL_PATHS } from "@/lib/http/dual-paths";
import { parseId } from "@/lib/http/record-id";
import { carriesPreviewCookie } from "@/lib/preview/preview-cookie";
import { wantsPage } from "@/lib/http/wants-page";
import { PUBLIC_PAGES } from "@/lib/site/public-pages";

/**
 * A query parameter that changes an answer. Every one is a record id: any spelling the handler
 * reads as the same id (`01`, ` 1`, a Unicode space) shares the canonical entry. `blank` says what
 * an empty value means to the handler: a list reads it as no filter, a page as a bad address.
 */
interface KeyParameter {
  name: string;
  blank: "absent" | "value";
}

/**
 * Every public address whose answer is the same for every visitor, with the query parameters
 * that change it: the pages, the sitemap and robots, and each content type's public list.
 */
export const CACHEABLE = new Map<string, readonly KeyParameter[]>([
  ...PUBLIC_PAGES.map((page) => [page.path, page.query.map((name) => ({ name, blank: "value" as const }))] as const),
  ["/sitemap.xml", []],
  ["/robots.txt", []],
  ...COLLECTION_LIST.map((def) => [def.endpoints.list, def.parent ? [{ name: def.parent.filterParam, blank: "absent" as const }] : []] as const),
]);

// The JSON lists: each content type's list, and the JSON answer of a page's own address.
const LISTS = new Set<string>([...COLLECTION_LIST.map((def) => def.endpoints.list), ...Object.keys(DUAL_PATHS)]);

export interface CacheableRequest {
  key: string;
  /** The address Next renders for the key: the path with only the parameters it reads, canonical. */
  url: string;
  /**
   * With one id parameter: the key every id naming no record shares (a list filtered by a
   * parent that does not exist), and this request's id, canonical.
   */
  unknown?: { key: string; id: string };
  /** False when the request carries credentials: it may be answered from memory, never kept. */
  keep: boolean;
}

/**
 * The cache key of a request whose answer can be shared, or null. Client-side navigations
 * (`RSC`) vary by router state and go to Next every time; a path that is both a page and a JSON
 * call is keyed by which of the two the request wants. Parameters a page does not read are
 * left out of the key and of the render, so `?utm_source=…` shares the page, can not fill the
 * cache, and never reaches another visitor's copy; an id is keyed by its canonical spelling.
 * A JSON list is stricter: a parameter it does not read, or a token (an admin screen reading
 * after a save), sends the request to the handler, uncached. A preview cookie bypasses everything.
 */
export function cacheableRequest(method: string | undefined, url: string | undefined, headers: IncomingHttpHeaders): CacheableRequest | null {
  if ((method !== "GET" && method !== "HEAD") || !url || headers.rsc !== undefined || carriesPreviewCookie(headers.cookie)) return null;
  const question = url.indexOf("?");
  const path = question === -1 ? url : url.slice(0, question);
  const params = CACHEABLE.get(path);
  if (!params) return null;
  const variant = wantsPage(headers.accept, undefined) ? "page" : "data";
  const list = variant === "data" && LISTS.has(path);
  if (list && headers.authorization !== undefined) return null;
  const keep = headers.authorization === undefined && headers.cookie === undefined;
  if (question === -1) return withoutQuery(path, variant, keep);
  const query = new URLSearchParams(url.slice(question + 1));
  if (list) for (const name of query.keys()) if (!params.some((param) => param.name === name)) return null;
  const kept: string[] = [];
  const ids: string[] = [];
  for (const { name, blank } of params) {
    const value = query.get(name);
    if (value === null || (blank === "absent" && value.trim() === "")) continue;
    const id = parseId(value);
    if (id !== null) ids.push(String(id));
    kept.push(`${name}=${id === null ? encodeURIComponent(value) : id}`);
  }
  const normalised = kept.length ? `${path}?${kept.join("&")}` : path;
  return {
    key: `${variant} ${normalised}`,
    url: normalised,
    unknown: kept.length === 1 && ids.length === 1 ? { key: `${variant} ${path}?(unknown)`, id: ids[0]! } : undefined,
    keep,
  };
}

// A kept answer is looked up on every hit: an address without a query (most of them) gets the
// same frozen answer each time instead of a new key string and object.
const plain = { page: new Map<string, readonly CacheableRequest[]>(), data: new Map<string, readonly CacheableRequest[]>() };

function withoutQuery(path: string, variant: "page" | "data", keep: boolean): CacheableRequest {
  let pair = plain[variant].get(path);
  if (!pair) {
    const key = `${variant} ${path}`;
    pair = [Object.freeze({ key, url: path, keep: false }), Object.freeze({ key, url: path, keep: true })];
    // Only paths of CACHEABLE reach here: the map is bounded by the site's own addresses.
    plain[variant].set(path, pair);
  }
  return pair[keep ? 1 : 0]!;
}
