import { db } from "@/lib/db";
import { COLLECTIONS } from "@/lib/content/collections";
import { cachedRead } from "./cached-read";

export interface AboutUsEntry {
  title: string;
  /** Plain text; paragraphs are separated by blank lines. */
  description: string;
  image: string;
  image_alt: string;
}

/** 'Our Story' of the About page: the first about-us record. */
export const getAboutUs = cachedRead("about-us", [COLLECTIONS.aboutUs.cacheTag], async (): Promise<AboutUsEntry | null> => {
  const prisma = await db();
  return prisma.aboutUs.findFirst({ orderBy: { id: "asc" }, select: { title: true, description: true, image: true, image_alt: true } });
});
