import { db } from "@/lib/db";
import { COLLECTIONS } from "@/lib/content/collections";
import { BY_POSITION } from "@/lib/content/collection-order";
import { cachedRead } from "./cached-read";

export interface ValuedClient {
  id: number;
  logo_image: string;
  logo_image_alt: string;
}

/** Logos of the 'Our Valued Clients' strip. */
export const getValuedClients = cachedRead("valued-clients", [COLLECTIONS.valuedClients.cacheTag], async (): Promise<ValuedClient[]> => {
  const prisma = await db();
  return prisma.valuedClient.findMany({ orderBy: BY_POSITION, select: { id: true, logo_image: true, logo_image_alt: true } });
});
