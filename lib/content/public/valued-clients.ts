import { db } from "@/lib/db";
import { COLLECTIONS } from "@/lib/content/collections";
import { cachedRead } from "./cached-read";

export interface ValuedClient {
  id: number;
  logo_image: string;
}

/** Logos of the 'Our Valued Clients' strip. */
export const getValuedClients = cachedRead("valued-clients", [COLLECTIONS.valuedClients.cacheTag], async (): Promise<ValuedClient[]> => {
  const prisma = await db();
  return prisma.valuedClient.findMany({ orderBy: { id: "asc" }, select: { id: true, logo_image: true } });
});
