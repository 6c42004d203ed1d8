import type { MetadataRoute } from "next";
import { COLLECTIONS } from "@/lib/content/collections";
import { publicList } from "@/lib/content/public/public-read";
import { readOr } from "@/lib/content/public/read-or";
import { PUBLIC_PAGES } from "@/lib/site/public-pages";
import { siteConfig } from "@/lib/site/site-config";

// Next 16 writes each url into <loc> as it is, unescaped: the `&` of a product address has to
// arrive already escaped or the sitemap is not valid XML.
const xmlEscape = (url: string) => url.replace(/&/g, "&amp;");

/**
 * Every public page plus every category and product address. Read at request time through the
 * data cache (the reads call `connection()`): never during the build, where there is no database.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { url } = siteConfig();
  const [categories, subcategories] = await Promise.all([
    // Published records only, even in a preview session: a sitemap never names a draft.
    readOr(publicList(COLLECTIONS.mainCategories, undefined, false), [], "Error fetching categories for the sitemap:"),
    readOr(publicList(COLLECTIONS.subcategories, undefined, false), [], "Error fetching subcategories for the sitemap:"),
  ]);
  const known = new Set(categories.map((category) => category.id));
  return [
    ...PUBLIC_PAGES.map((page) => ({ url: page.path === "/" ? url : `${url}${page.path}`, changeFrequency: page.changeFrequency, priority: page.priority })),
    ...categories.map((category) => ({ url: `${url}/product?category=${category.id}`, changeFrequency: "weekly" as const, priority: 0.8 })),
    ...subcategories
      .filter((sub) => known.has(sub.main_category_id))
      .map((sub) => ({ url: xmlEscape(`${url}/product?category=${sub.main_category_id}&sub=${sub.id}`), changeFrequency: "weekly" as const, priority: 0.7 })),
  ];
}
