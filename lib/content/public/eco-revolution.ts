import { db } from "@/lib/db";
import { COLLECTIONS } from "@/lib/content/collections";
import { cachedRead } from "./cached-read";
import { sanitizeRichText } from "@/lib/content/sanitize-rich-text";

export interface EcoRevolutionEntry {
  title: string;
  /** Sanitised HTML. */
  description: string;
  image: string;
  image_alt: string;
}

/** The 'Join Our Journey' entry: the first (and only) eco-revolution record, its text sanitised after the cache. */
export const getEcoRevolution = cachedRead(
  "eco-revolution",
  [COLLECTIONS.ecoRevolution.cacheTag],
  async (): Promise<EcoRevolutionEntry | null> => {
    const prisma = await db();
    return prisma.ecoRevolution.findFirst({ orderBy: { id: "asc" }, select: { title: true, description: true, image: true, image_alt: true } });
  },
  (entry) => entry && { ...entry, description: sanitizeRichText(entry.description) },
);
