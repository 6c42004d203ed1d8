import { db } from "@/lib/db";
import { COLLECTIONS } from "@/lib/content/collections";
import { cachedRead } from "./cached-read";

export interface Certificate {
  id: number;
  cover_image: string;
  pdf_file: string;
}

/** Certificates of the Certificates page (and the promo popup's links). */
export const getCertificates = cachedRead("certificates", [COLLECTIONS.certificates.cacheTag], async (): Promise<Certificate[]> => {
  const prisma = await db();
  return prisma.certificate.findMany({ orderBy: { id: "asc" }, select: { id: true, cover_image: true, pdf_file: true } });
});
