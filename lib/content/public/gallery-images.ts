import { db } from "@/lib/db";
import { COLLECTIONS } from "@/lib/content/collections";
import { cachedRead } from "./cached-read";

export interface GalleryImage {
  id: number;
  /** An image or, since the gallery accepts them, a PDF address. */
  image: string;
}

/** Items of the public gallery, oldest first. */
export const getGalleryImages = cachedRead("gallery", [COLLECTIONS.gallery.cacheTag], async (): Promise<GalleryImage[]> => {
  const prisma = await db();
  return prisma.galleryImage.findMany({ orderBy: { id: "asc" }, select: { id: true, image: true } });
});
