import { db } from "@/lib/db";
import { COLLECTIONS } from "@/lib/content/collections";
import { BY_POSITION } from "@/lib/content/collection-order";
import { cachedRead } from "./cached-read";
import { sanitizeProductDescription } from "./sanitize-product-description";

export interface Subcategory {
  id: number;
  main_category_id: number;
  title: string;
  product_image: string;
  product_image_alt: string;
  /** The extra images that exist, in order (sub_image1 to sub_image4). */
  sub_images: string[];
  /** The alternative text of each of `sub_images` (empty for the generic one). */
  sub_image_alts: string[];
  /** Sanitised to the product description policy (public-site.md §5) after the cached read. */
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
      orderBy: BY_POSITION,
      select: {
        id: true,
        main_category_id: true,
        title: true,
        product_image: true,
        product_image_alt: true,
        sub_image1: true,
        sub_image2: true,
        sub_image3: true,
        sub_image4: true,
        sub_image1_alt: true,
        sub_image2_alt: true,
        sub_image3_alt: true,
        sub_image4_alt: true,
        description: true,
      },
    });
    return rows.map(({ sub_image1, sub_image2, sub_image3, sub_image4, sub_image1_alt, sub_image2_alt, sub_image3_alt, sub_image4_alt, description, ...row }) => {
      const extras = [
        [sub_image1, sub_image1_alt],
        [sub_image2, sub_image2_alt],
        [sub_image3, sub_image3_alt],
        [sub_image4, sub_image4_alt],
      ].filter((pair): pair is [string, string] => Boolean(pair[0]));
      return {
        ...row,
        sub_images: extras.map(([image]) => image),
        sub_image_alts: extras.map(([, alt]) => alt),
        description,
      };
    });
  },
  // After the cache: the kept rows hold the description as stored.
  (rows) => rows.map((row) => ({ ...row, description: sanitizeProductDescription(row.description) })),
);
