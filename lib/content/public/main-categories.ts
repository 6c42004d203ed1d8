import { db } from "@/lib/db";
import { COLLECTIONS } from "@/lib/content/collections";
import { cachedRead } from "./cached-read";

export interface MainCategory {
  id: number;
  title: string;
  image: string;
}

/** Product categories, oldest first. */
export const getMainCategories = cachedRead("main-categories", [COLLECTIONS.mainCategories.cacheTag], async (): Promise<MainCategory[]> => {
  const prisma = await db();
  return prisma.mainCategory.findMany({ orderBy: { id: "asc" }, select: { id: true, title: true, image: true } });
});
