import { db } from "@/lib/db";
import { COLLECTIONS } from "@/lib/content/collections";
import { cachedRead } from "./cached-read";

export interface Counter {
  title: string;
  counter_value: number;
}

/** The figures an administrator entered for 'Achievements'. */
export const getCounters = cachedRead("counters", [COLLECTIONS.counters.cacheTag], async (): Promise<Counter[]> => {
  const prisma = await db();
  return prisma.counter.findMany({ orderBy: { id: "asc" }, select: { title: true, counter_value: true } });
});
