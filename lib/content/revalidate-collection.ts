import type { CollectionDefinition } from "./collection-definition";
import { childCollections } from "./child-collections";
import { expireCacheTags } from "./expire-cache-tags";

/**
 * The cache tags a write to `def` makes stale: its own, and those of the collections that show
 * its records' fields (a renamed main category changes every subcategory's `main_category_title`).
 */
export function cacheTagsOf(def: CollectionDefinition): string[] {
  return [...new Set([def.cacheTag, ...childCollections(def).map((child) => child.cacheTag)])];
}

/** Expires the public pages' cached reads of `def` and every kept answer that showed them. */
export async function revalidateCollection(def: CollectionDefinition): Promise<void> {
  await expireCacheTags(cacheTagsOf(def));
}
