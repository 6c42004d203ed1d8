import { notFound } from "next/navigation";
import { parseId } from "@/lib/http/record-id";
import { COLLECTIONS } from "@/lib/content/collections";
import { publicList } from "@/lib/content/public/public-read";
import { readOr } from "@/lib/content/public/read-or";
import type { DrillDownLevel } from "./product-drill-down";

export type ProductSearchParams = Record<string, string | string[] | undefined>;

/**
 * Reads `?category=ID&sub=ID` into the catalogue level to show. A failed read shows the
 * specification's empty state (an outage is no reason to drop a page from search results);
 * an address naming a category or product that does not exist is a 404.
 */
export async function resolveDrillDown(searchParams: ProductSearchParams): Promise<DrillDownLevel> {
  const categoryId = parseId(searchParams.category);
  const subId = parseId(searchParams.sub);
  const categories = await readOr(publicList(COLLECTIONS.mainCategories), null, "Error fetching categories:");
  if (!categories) return { level: "categories", categories: [] };
  if (categoryId === null) {
    if (searchParams.category !== undefined || searchParams.sub !== undefined) notFound();
    return { level: "categories", categories };
  }
  const category = categories.find((candidate) => candidate.id === categoryId);
  if (!category) notFound();
  const subcategories = await readOr(publicList(COLLECTIONS.subcategories, { parentId: categoryId }), [], "Error fetching subcategories:");
  if (subId === null) {
    if (searchParams.sub !== undefined) notFound();
    return { level: "subcategories", category, subcategories };
  }
  const subcategory = subcategories.find((candidate) => candidate.id === subId);
  if (!subcategory) notFound();
  return { level: "detail", category, subcategory };
}
