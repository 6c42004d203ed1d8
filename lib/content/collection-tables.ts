import type { CollectionKey } from "./collection-definition";

/**
 * Each content type's database table (its model's `@@map`): a record that exists only as a
 * draft takes its id from this table's own sequence, so publishing it keeps the id.
 */
export const COLLECTION_TABLES = {
  sliders: "sliders",
  mainCategories: "main_categories",
  subcategories: "subcategories",
  ebrochure: "ebrochures",
  gallery: "gallery_images",
  ecoRevolution: "eco_revolutions",
  valuedClients: "valued_clients",
  counters: "counters",
  testimonials: "testimonials",
  aboutUs: "about_us",
  certificates: "certificates",
} as const satisfies Record<CollectionKey, string>;
