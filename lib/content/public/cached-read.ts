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
 *
 * `present` runs on every answer after the cache (once per request): the data cache may be
 * shared (Redis), and whoever can write it must not decide the HTML a page renders, so rich
 * text is sanitised there, never before it is kept.
 */
export function cachedRead<Args extends unknown[], Stored, Result = Stored>(
  name: string,
  tags: string[],
  read: (...args: Args) => Promise<Stored>,
  present: (stored: Stored) => Result = (stored) => stored as unknown as Result,
): (...args: Args) => Promise<Result> {
  const cached = unstable_cache(read, ["public-content", name], { tags, revalidate: SAFETY_REVALIDATE_SECONDS });
  // React's per-request memo: a page and its generateMetadata asking for the same data while
  // the cache is cold share one database read (and one `present`).
  return cache(async (...args: Args) => {
    try {
      await connection();
    } catch (error) {
      // Outside a Next request (route handlers called by tests, scripts) there is no cache.
      if (error instanceof Error && OUTSIDE_REQUEST.test(error.message)) return present(await read(...args));
      throw error;
    }
    // The response cache keeps the rendered answer under the same tags, so a save expires both.
    noteRenderTags(await requestId(), tags);
    return present(await cached(...args));
  });
}
