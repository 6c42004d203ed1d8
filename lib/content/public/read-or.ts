import { unstable_rethrow } from "next/navigation";
import { noteRenderFailure } from "@/lib/cache/render-tags";
import { requestId } from "./request-id";
import { logger } from "@/lib/log/logger";

/**
 * Awaits a content read and answers `fallback` when it fails, logging the failure the way the
 * specification names it (e.g. "Error fetching sliders:"): a broken section must never take
 * the whole page down, nor stay in the response cache once the database is back. Next's own control-flow errors (dynamic rendering, notFound) pass through,
 * or a build would prerender the fallback instead of deferring to request time.
 */
export async function readOr<T>(read: Promise<T>, fallback: T, label: string): Promise<T> {
  try {
    return await read;
  } catch (error) {
    unstable_rethrow(error);
    logger().error(`${label} ${error instanceof Error ? error.message : String(error)}`);
    // A page with a fallback section is answered, but never kept for the next visitors.
    noteRenderFailure(await requestId());
    return fallback;
  }
}
