import { db } from "@/lib/db";
import { modelOf } from "@/lib/db/model-delegate";
import { COLLECTIONS } from "./collections";

/** A reference to a content record, e.g. an activity entry's `{collection, id}`. */
export interface RecordRef {
  collection: string | null;
  id: number | null;
}

export const refKey = (collection: string, id: number) => `${collection}:${id}`;

/** Whether `key` is a content type's key (`sliders`, `subcategories`, ...). */
export function isContentType(key: string | null): key is keyof typeof COLLECTIONS {
  return key !== null && Object.hasOwn(COLLECTIONS, key);
}

/**
 * Which of `refs` name a content record that still exists (as `refKey`s): one query per content
 * type named, whatever the number of refs. Refs to anything else are never in the answer.
 */
export async function existingRecords(refs: RecordRef[]): Promise<Set<string>> {
  const byType = new Map<string, Set<number>>();
  for (const ref of refs) {
    if (ref.id === null || !isContentType(ref.collection)) continue;
    const ids = byType.get(ref.collection) ?? new Set<number>();
    byType.set(ref.collection, ids.add(ref.id));
  }
  const prisma = await db();
  const found = await Promise.all(
    [...byType].map(async ([collection, ids]) => {
      const def = COLLECTIONS[collection as keyof typeof COLLECTIONS];
      const rows = await modelOf(prisma, def).findMany({ where: { id: { in: [...ids] } }, select: { id: true } });
      return rows.map((row) => refKey(collection, row.id));
    }),
  );
  return new Set(found.flat());
}
