import type { IncomingHttpHeaders } from "node:http";
import { COLLECTION_LIST } from "@/lib/content/collections";
import { wantsPage } from "@/lib/http/wants-page";
import { PUBLIC_PAGES } from "@/lib/site/public-pages";

/**
 * Every public address whose answer is the same for every visitor, with the query parameters
 * that change it: the pages, the sitemap and robots, and each content type's public list.
 */
const CACHEABLE = new Map<string, readonly string[]>([
  ...PUBLIC_PAGES.map((page) => [page.path, page.query] as const),
  ["/sitemap.xml", []],
  ["/robots.txt", []],
  ...COLLECTION_LIST.map((def) => [def.endpoints.list, def.parent ? [def.parent.filterParam] : []] as const),
]);

export interface CacheableRequest {
  key: string;
  /** The address Next renders for the key: the path with only the parameters it reads. */
  url: string;
}

/**
 * The cache key of a request whose answer can be shared, or null. Client-side navigations
 * (`RSC`) vary by router state and go to Next every time; a path that is both a page and a JSON
 * call is keyed by which of the two the request wants. Parameters a page does not read are
 * left out of the key and of the render, so `?utm_source=…` shares the page, can not fill the
 * cache, and never reaches another visitor's copy.
 */
export function cacheableRequest(method: string | undefined, url: string | undefined, headers: IncomingHttpHeaders): CacheableRequest | null {
  if ((method !== "GET" && method !== "HEAD") || !url || headers.rsc !== undefined) return null;
  const question = url.indexOf("?");
  const path = question === -1 ? url : url.slice(0, question);
  const params = CACHEABLE.get(path);
  if (!params) return null;
  const query = new URLSearchParams(question === -1 ? "" : url.slice(question + 1));
  const kept = params.filter((name) => query.has(name)).map((name) => `${name}=${encodeURIComponent(query.get(name) ?? "")}`);
  const variant = wantsPage(headers.accept, undefined) ? "page" : "data";
  const normalised = kept.length ? `${path}?${kept.join("&")}` : path;
  return { key: `${variant} ${normalised}`, url: normalised };
}
