import { db } from "@/lib/db";
import { COLLECTIONS } from "@/lib/content/collections";
import { cachedRead } from "./cached-read";
import { sanitizeRichText } from "@/lib/content/sanitize-rich-text";

export interface EBrochure {
  title: string;
  /** Sanitised HTML. */
  description: string;
  cover_image: string;
  cover_image_alt: string;
  pdf_file: string;
}

/** The single downloadable brochure, or null when there is none; its text sanitised after the cache. */
export const getEBrochure = cachedRead(
  "ebrochure",
  [COLLECTIONS.ebrochure.cacheTag],
  async (): Promise<EBrochure | null> => {
    const prisma = await db();
    return prisma.eBrochure.findFirst({
      orderBy: { id: "desc" },
      select: { title: true, description: true, cover_image: true, cover_image_alt: true, pdf_file: true },
    });
  },
  (brochure) => brochure && { ...brochure, description: sanitizeRichText(brochure.description) },
);
