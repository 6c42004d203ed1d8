import { revalidateTag } from "next/cache";
import { expireDataCacheTags } from "@/lib/cache/data-cache-handler";
import { noteBackgroundWrite, noteContentWrite } from "@/lib/cache/render-tags";
import { requestId } from "./public/request-id";

// Next's own text when revalidateTag runs with no request store (tests, scripts, seeding).
const NO_REQUEST_STORE = /^Invariant: static generation store missing in revalidateTag/;

/**
 * Expires the public pages' cached reads tagged `tags` and every kept answer that showed them,
 * at once (contract §6: no stale page after a save). Outside a Next request (the publish
 * scheduler's timer, a script) the data cache store and the response cache are expired directly;
 * any other failure is a real error and propagates.
 */
export async function expireCacheTags(tags: readonly string[]): Promise<void> {
  // The kept answers expire when this request answers, after Next has expired its data cache:
  // a page rendered in between would otherwise be kept with the old data.
  const id = await requestId();
  noteContentWrite(id, tags);
  let outsideRequest = id === null;
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch (error) {
      if (error instanceof Error && NO_REQUEST_STORE.test(error.message)) outsideRequest = true;
      else throw error;
    }
  }
  // A write from the server's own timer (a scheduled publish): the data cache and the kept
  // answers are expired directly, as Next and the response cache would for a request.
  if (outsideRequest) {
    await expireDataCacheTags(tags);
    noteBackgroundWrite(tags);
  }
}
