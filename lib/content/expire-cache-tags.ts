import { revalidateTag } from "next/cache";
import { noteContentWrite } from "@/lib/cache/render-tags";
import { requestId } from "./public/request-id";

// Next's own text when revalidateTag runs with no request store (tests, scripts, seeding).
const NO_REQUEST_STORE = /^Invariant: static generation store missing in revalidateTag/;

/**
 * Expires the public pages' cached reads tagged `tags` and every kept answer that showed them,
 * at once (contract §6: no stale page after a save). Outside a Next request there is no data
 * cache to expire, so that one case is skipped; any other failure is a real error and propagates.
 */
export async function expireCacheTags(tags: readonly string[]): Promise<void> {
  // The kept answers expire when this request answers, after Next has expired its data cache:
  // a page rendered in between would otherwise be kept with the old data.
  noteContentWrite(await requestId(), tags);
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch (error) {
      if (error instanceof Error && NO_REQUEST_STORE.test(error.message)) continue;
      throw error;
    }
  }
}
