import type { CacheHandler, CacheHandlerValue } from "next/dist/server/lib/incremental-cache";
import type { CachedFetchValue, IncrementalCacheValue } from "next/dist/server/response-cache/types";
import { SAFETY_REVALIDATE_SECONDS } from "@/lib/content/public/safety-revalidate";
import { sharedExpiry } from "./shared-expiry";

type GetContext = Parameters<CacheHandler["get"]>[1];
type SetContext = Parameters<CacheHandler["set"]>[2];

interface StoredFetch {
  /** When the read behind it started: a save after that time makes it stale. */
  lastModified: number;
  tags: string[];
  value: CachedFetchValue;
}

// Next's own names for the data-cache kind (its enums are not exported as values).
const FETCH = "FETCH";
const LOCAL_ENTRIES = 500;

/**
 * Next's data cache in Redis (configured by next.config.ts when `REDIS_URL` is set), so every
 * instance reads one copy of each public read and a tag expired by one instance is expired for
 * all. Entries are judged against the shared expiry record by the time their read started, not
 * the time they were stored, so a read that raced a save is never taken for fresh. Whatever
 * fails in Redis is a cache miss: the page renders from the database.
 *
 * Build-time entries of other kinds (the few prerendered routes) are the same on every instance
 * and stay in this process.
 */
export default class RedisCacheHandler {
  private static readonly local = new Map<string, CacheHandlerValue>();
  // The time each key last missed: its read starts then, and `set` follows.
  private static readonly readStarts = new Map<string, number>();

  async get(key: string, ctx: GetContext): Promise<CacheHandlerValue | null> {
    if (ctx.kind !== FETCH) return RedisCacheHandler.local.get(key) ?? null;
    const expiry = sharedExpiry();
    RedisCacheHandler.readStarts.set(key, Date.now());
    if (!expiry?.ready) return null;
    try {
      const raw = await expiry.client.get(expiry.key(`data:${key}`));
      if (!raw) return null;
      const stored = JSON.parse(raw) as StoredFetch;
      const tags = [...new Set([...stored.tags, ...("tags" in ctx ? (ctx.tags ?? []) : []), ...("softTags" in ctx ? (ctx.softTags ?? []) : [])])];
      if (!(await expiry.fresh(stored.lastModified, tags))) return null;
      RedisCacheHandler.readStarts.delete(key);
      return { lastModified: stored.lastModified, value: stored.value };
    } catch {
      return null;
    }
  }

  async set(key: string, data: IncrementalCacheValue | null, ctx: SetContext): Promise<void> {
    if (data?.kind !== FETCH) {
      const local = RedisCacheHandler.local;
      local.delete(key);
      if (data) local.set(key, { lastModified: Date.now(), value: data });
      if (local.size > LOCAL_ENTRIES) local.delete(local.keys().next().value!);
      return;
    }
    const readStart = RedisCacheHandler.readStarts.get(key) ?? Date.now();
    RedisCacheHandler.readStarts.delete(key);
    const expiry = sharedExpiry();
    if (!expiry?.ready) return;
    const stored: StoredFetch = { lastModified: readStart, tags: ("tags" in ctx ? ctx.tags : undefined) ?? data.tags ?? [], value: data };
    const seconds = Math.max(1, Math.min(Number(data.revalidate) || SAFETY_REVALIDATE_SECONDS, SAFETY_REVALIDATE_SECONDS));
    await expiry.client.set(expiry.key(`data:${key}`), JSON.stringify(stored), { expiration: { type: "EX", value: seconds } }).catch(() => {});
  }

  async revalidateTag(tags: string | string[]): Promise<void> {
    // Every expiry is immediate here: the site only ever expires tags for good.
    await sharedExpiry()?.expire(typeof tags === "string" ? [tags] : tags);
  }

  resetRequestCache(): void {}
}
