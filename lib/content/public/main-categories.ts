import { db } from "@/lib/db";
import { COLLECTIONS } from "@/lib/content/collections";
import { BY_POSITION } from "@/lib/content/collection-order";
import { cachedRead } from "./cached-read";

export interface MainCategory {
  id: number;
  title: string;
  image: string;
  image_alt: string;
}

/** Product categories, oldest first. */
export const getMainCategories = cachedRead("main-categories", [COLLECTIONS.mainCategories.cacheTag], async (): Promise<MainCategory[]> => {
  const prisma = await db();
  return prisma.mainCategory.findMany({ orderBy: BY_POSITION, select: { id: true, title: true, image: true, image_alt: true } });
});
