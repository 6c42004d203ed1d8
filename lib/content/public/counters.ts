import { db } from "@/lib/db";
import { COLLECTIONS } from "@/lib/content/collections";
import { BY_POSITION } from "@/lib/content/collection-order";
import { cachedRead } from "./cached-read";

export interface Counter {
  title: string;
  counter_value: number;
}

/** The figures an administrator entered for 'Achievements'. */
export const getCounters = cachedRead("counters", [COLLECTIONS.counters.cacheTag], async (): Promise<Counter[]> => {
  const prisma = await db();
  return prisma.counter.findMany({ orderBy: BY_POSITION, select: { title: true, counter_value: true } });
});
