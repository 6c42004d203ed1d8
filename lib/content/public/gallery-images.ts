import { db } from "@/lib/db";
import { COLLECTIONS } from "@/lib/content/collections";
import { BY_POSITION } from "@/lib/content/collection-order";
import { cachedRead } from "./cached-read";

export interface GalleryImage {
  id: number;
  /** An image or, since the gallery accepts them, a PDF address. */
  image: string;
  image_alt: string;
}

/** Items of the public gallery, oldest first. */
export const getGalleryImages = cachedRead("gallery", [COLLECTIONS.gallery.cacheTag], async (): Promise<GalleryImage[]> => {
  const prisma = await db();
  return prisma.galleryImage.findMany({ orderBy: BY_POSITION, select: { id: true, image: true, image_alt: true } });
});
