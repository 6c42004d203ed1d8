import type { CollectionDefinition } from "./collection-definition";
import { COLLECTION_LIST } from "./collections";

/** Collections whose records point at records of `def` (subcategories for main categories). */
export function childCollections(def: Pick<CollectionDefinition, "key">): CollectionDefinition[] {
  return COLLECTION_LIST.filter((candidate) => candidate.parent?.collection === def.key);
}
