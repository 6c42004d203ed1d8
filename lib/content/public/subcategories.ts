import { db } from "@/lib/db";
import { COLLECTIONS } from "@/lib/content/collections";
import { cachedRead } from "./cached-read";
import { sanitizeProductDescription } from "./sanitize-product-description";

export interface Subcategory {
  id: number;
  main_category_id: number;
  title: string;
  product_image: string;
  /** The extra images that exist, in order (sub_image1 to sub_image4). */
  sub_images: string[];
  /** Sanitised to the product description policy (public-site.md §5). */
  description: string;
}

/**
 * Subcategories of one main category, or of all when no id is given (the sitemap). Tagged with
 * the main categories too: deleting or renaming a category changes what belongs under it.
 */
export const getSubcategories = cachedRead(
  "subcategories",
  [COLLECTIONS.subcategories.cacheTag, COLLECTIONS.mainCategories.cacheTag],
  async (mainCategoryId?: number): Promise<Subcategory[]> => {
    const prisma = await db();
    const rows = await prisma.subcategory.findMany({
      where: mainCategoryId === undefined ? undefined : { main_category_id: mainCategoryId },
      orderBy: { id: "asc" },
      select: {
        id: true,
        main_category_id: true,
        title: true,
        product_image: true,
        sub_image1: true,
        sub_image2: true,
        sub_image3: true,
        sub_image4: true,
        description: true,
      },
    });
    return rows.map(({ sub_image1, sub_image2, sub_image3, sub_image4, description, ...row }) => ({
      ...row,
      sub_images: [sub_image1, sub_image2, sub_image3, sub_image4].filter((image): image is string => Boolean(image)),
      description: sanitizeProductDescription(description),
    }));
  },
);
