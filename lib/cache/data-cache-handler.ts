import type { CacheHandler, CacheHandlerValue } from "next/dist/server/lib/incremental-cache";
import type { IncrementalCacheValue } from "next/dist/server/response-cache/types";
import { SAFETY_REVALIDATE_SECONDS } from "./safety-revalidate";
import type { DataCacheStore } from "./data-cache-store";
import { MemoryDataStore } from "./memory-data-store";
import { RedisDataStore } from "./redis-data-store";
import { preciseNow } from "./precise-now";
import { sharedExpiry } from "./shared-expiry";

type GetContext = Parameters<CacheHandler["get"]>[1];
type SetContext = Parameters<CacheHandler["set"]>[2];

// Next's own name for the data-cache kind (its enums are not exported as values).
const FETCH = "FETCH";
const LOCAL_ENTRIES = 500;
const OPEN_READS = 16;

const holder = globalThis as typeof globalThis & { __ecopackDataCacheStore?: DataCacheStore };

/** One store per process (Next loads this module more than once): Redis with `REDIS_URL`, else memory. */
function store(): DataCacheStore {
  if (!holder.__ecopackDataCacheStore) {
    const expiry = sharedExpiry();
    holder.__ecopackDataCacheStore = expiry ? new RedisDataStore(expiry) : new MemoryDataStore();
  }
  return holder.__ecopackDataCacheStore;
}

/** Expires `tags` in the data cache from outside any request (a scheduled publish runs in the server's own timer). */
export async function expireDataCacheTags(tags: readonly string[]): Promise<void> {
  await store().expire([...tags]);
}

/**
 * Next's data cache (the public reads of `cachedRead`), configured by next.config.mjs for the
 * production server. A read is judged by the time it *started*, not the time it was stored: a
 * read that began before a save and finished after that save's expiry would otherwise be kept
 * as fresh, and every page rendered from it would show the old content. Next's own file cache
 * has that race; this handler does not. With `REDIS_URL` the reads and the expiry times live in
 * Redis, so all instances share them.
 *
 * Build-time entries of other kinds (the few prerendered routes) are the same on every instance
 * and stay in this process.
 */
export default class DataCacheHandler {
  private static readonly local = new Map<string, CacheHandlerValue>();
  // The start times of each key's reads in progress (a miss starts one, `set` ends one). Calls
  // can not be paired, so every read is dated by the earliest start still open: never later
  // than its own.
  private static readonly readStarts = new Map<string, number[]>();

  async get(key: string, ctx: GetContext): Promise<CacheHandlerValue | null> {
    if (ctx.kind !== FETCH) return DataCacheHandler.local.get(key) ?? null;
    const kept = await store().read(key);
    const tags = kept ? [...new Set([...kept.tags, ...("tags" in ctx ? (ctx.tags ?? []) : []), ...("softTags" in ctx ? (ctx.softTags ?? []) : [])])] : [];
    if (kept && (await store().fresh(kept.lastModified, tags))) return { lastModified: kept.lastModified, value: kept.value };
    const starts = DataCacheHandler.readStarts.get(key) ?? [];
    // Reads that failed never call `set`; past a few, the oldest start keeps dating the rest.
    if (starts.length < OPEN_READS) starts.push(preciseNow());
    DataCacheHandler.readStarts.set(key, starts);
    return null;
  }

  async set(key: string, data: IncrementalCacheValue | null, ctx: SetContext): Promise<void> {
    if (data?.kind !== FETCH) {
      const local = DataCacheHandler.local;
      local.delete(key);
      if (data) local.set(key, { lastModified: Date.now(), value: data });
      if (local.size > LOCAL_ENTRIES) local.delete(local.keys().next().value!);
      return;
    }
    const starts = DataCacheHandler.readStarts.get(key) ?? [];
    const readStart = starts[0] ?? preciseNow();
    starts.pop();
    if (starts.length === 0) DataCacheHandler.readStarts.delete(key);
    const tags = ("tags" in ctx ? ctx.tags : undefined) ?? data.tags ?? [];
    const seconds = Math.max(1, Math.min(Number(data.revalidate) || SAFETY_REVALIDATE_SECONDS, SAFETY_REVALIDATE_SECONDS));
    await store().keep(key, { lastModified: readStart, tags, value: data }, seconds);
  }

  async revalidateTag(tags: string | string[]): Promise<void> {
    // Every expiry is immediate here: the site only ever expires tags for good.
    await store().expire(typeof tags === "string" ? [tags] : tags);
  }

  resetRequestCache(): void {}
}
