import { db } from "@/lib/db";
import { COLLECTIONS } from "@/lib/content/collections";
import { cachedRead } from "./cached-read";

export interface Slide {
  id: number;
  title: string;
  description: string;
  image: string;
}

/** Hero slides, oldest first (contract §4). */
export const getSlides = cachedRead("slides", [COLLECTIONS.sliders.cacheTag], async (): Promise<Slide[]> => {
  const prisma = await db();
  return prisma.slider.findMany({ orderBy: { id: "asc" }, select: { id: true, title: true, description: true, image: true } });
});
