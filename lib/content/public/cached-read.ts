import { unstable_cache } from "next/cache";
import { connection } from "next/server";
import { cache } from "react";
import { noteRenderTags } from "@/lib/cache/render-tags";
import { requestId } from "./request-id";
import { SAFETY_REVALIDATE_SECONDS } from "@/lib/cache/safety-revalidate";

// Next's own text when `connection()` runs with no request around it.
const OUTSIDE_REQUEST = /was called outside a request scope/;

/**
 * A public content read for pages and public lists: answered from Next's data cache (one
 * database query per cache fill, not per visitor) and invalidated by the collections' cache tags.
 * `connection()` first so no page ever reads during `next build`, where there is no database.
 * What it answers is what was kept: anything made from it for a page is made after it.
 */
export function cachedRead<Args extends unknown[], Stored>(name: string, tags: string[], read: (...args: Args) => Promise<Stored>): (...args: Args) => Promise<Stored> {
  const cached = unstable_cache(read, ["public-content", name], { tags, revalidate: SAFETY_REVALIDATE_SECONDS });
  // React's per-request memo: a page and its generateMetadata asking for the same data while
  // the cache is cold share one database read.
  return cache(async (...args: Args) => {
    try {
      await connection();
    } catch (error) {
      // Outside a Next request (route handlers called by tests, scripts) there is no cache.
      if (error instanceof Error && OUTSIDE_REQUEST.test(error.message)) return read(...args);
      throw error;
    }
    // The response cache keeps the rendered answer under the same tags, so a save expires both.
    noteRenderTags(await requestId(), tags);
    return cached(...args);
  });
}
