import { revalidateTag } from "next/cache";
import type { CollectionDefinition } from "./collection-definition";
import { childCollections } from "./child-collections";

/**
 * The cache tags a write to `def` makes stale: its own, and those of the collections that show
 * its records' fields (a renamed main category changes every subcategory's `main_category_title`).
 */
export function cacheTagsOf(def: CollectionDefinition): string[] {
  return [...new Set([def.cacheTag, ...childCollections(def).map((child) => child.cacheTag)])];
}

// Next's own text when revalidateTag runs with no request store (tests, scripts, seeding).
const NO_REQUEST_STORE = /^Invariant: static generation store missing in revalidateTag/;

/**
 * Expires the public pages' cached reads of `def` at once (contract §6: no stale page after a
 * save). Outside a Next request there is no cache to expire, so that one case is skipped;
 * any other failure is a real error and propagates.
 */
export function revalidateCollection(def: CollectionDefinition): void {
  for (const tag of cacheTagsOf(def)) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch (error) {
      if (error instanceof Error && NO_REQUEST_STORE.test(error.message)) continue;
      throw error;
    }
  }
}
