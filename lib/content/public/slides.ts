import { db } from "@/lib/db";
import { COLLECTIONS } from "@/lib/content/collections";
import { BY_POSITION } from "@/lib/content/collection-order";
import { cachedRead } from "./cached-read";

export interface Slide {
  id: number;
  title: string;
  description: string;
  image: string;
  /** The administrator's alternative text; empty for the generic one. */
  image_alt: string;
}

/** Hero slides, oldest first (contract §4). */
export const getSlides = cachedRead("slides", [COLLECTIONS.sliders.cacheTag], async (): Promise<Slide[]> => {
  const prisma = await db();
  return prisma.slider.findMany({ orderBy: BY_POSITION, select: { id: true, title: true, description: true, image: true, image_alt: true } });
});
