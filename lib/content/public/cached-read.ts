import { randomUUID } from "node:crypto";
import { unstable_cache } from "next/cache";
import { connection } from "next/server";
import { cache } from "react";

// Next keeps the data cache on disk inside the build folder, and two servers built once (the
// e2e site and admin servers, or a restart onto a restored database) would otherwise read each
// other's entries. One generation per process keeps a cache entry tied to the process whose
// writes invalidate it; the module can load once per route bundle, hence globalThis.
const holder = globalThis as typeof globalThis & { __ecopackCacheGeneration?: string };
const generation = (holder.__ecopackCacheGeneration ??= randomUUID());

// A safety net for writes that bypass the content API (a restored backup, a manual SQL fix):
// the admin API invalidates by tag on every save, so this only bounds staleness elsewhere.
const SAFETY_REVALIDATE_SECONDS = 3600;

/**
 * A public content read for server components: answered from Next's data cache (one database
 * query per cache fill, not per visitor) and invalidated by the collections' cache tags.
 * `connection()` first so no page ever reads during `next build`, where there is no database.
 */
export function cachedRead<Args extends unknown[], Result>(
  name: string,
  tags: string[],
  read: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  const cached = unstable_cache(read, ["public-content", name, generation], { tags, revalidate: SAFETY_REVALIDATE_SECONDS });
  // React's per-request memo: a page and its generateMetadata asking for the same data while
  // the cache is cold share one database read.
  return cache(async (...args: Args) => {
    await connection();
    return cached(...args);
  });
}
