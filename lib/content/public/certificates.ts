import { db } from "@/lib/db";
import { COLLECTIONS } from "@/lib/content/collections";
import { BY_POSITION } from "@/lib/content/collection-order";
import { cachedRead } from "./cached-read";

export interface Certificate {
  id: number;
  cover_image: string;
  cover_image_alt: string;
  pdf_file: string;
}

/** Certificates of the Certificates page (and the promo popup's links). */
export const getCertificates = cachedRead("certificates", [COLLECTIONS.certificates.cacheTag], async (): Promise<Certificate[]> => {
  const prisma = await db();
  return prisma.certificate.findMany({ orderBy: BY_POSITION, select: { id: true, cover_image: true, cover_image_alt: true, pdf_file: true } });
});
