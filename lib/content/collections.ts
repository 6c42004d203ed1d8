import type { CollectionDefinition, CollectionKey } from "./collection-definition";
import { aboutUs } from "./collections/about-us";
import { certificates } from "./collections/certificates";
import { counters } from "./collections/counters";
import { ebrochure } from "./collections/ebrochure";
import { ecoRevolution } from "./collections/eco-revolution";
import { gallery } from "./collections/gallery";
import { mainCategories } from "./collections/main-categories";
import { sliders } from "./collections/sliders";
import { subcategories } from "./collections/subcategories";
import { testimonials } from "./collections/testimonials";
import { valuedClients } from "./collections/valued-clients";

/** Every content type, in the order of the admin dashboard and sidebar. */
export const COLLECTIONS = {
  sliders,
  mainCategories,
  subcategories,
  ebrochure,
  gallery,
  ecoRevolution,
  valuedClients,
  counters,
  testimonials,
  aboutUs,
  certificates,
} as const satisfies Record<CollectionKey, CollectionDefinition>;

export const COLLECTION_LIST: CollectionDefinition[] = Object.values(COLLECTIONS);
