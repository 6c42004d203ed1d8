import { db } from "@/lib/db";
import type { CollectionDefinition } from "@/lib/content/collection-definition";
import { COLLECTION_LIST } from "@/lib/content/collections";
import { childCollections } from "@/lib/content/child-collections";
import { lockCollection } from "@/lib/content/collection-lock";
import { modelOf } from "@/lib/db/model-delegate";
import { expireCacheTags } from "@/lib/content/expire-cache-tags";
import { cacheTagsOf } from "@/lib/content/revalidate-collection";
import { removeUploads } from "@/lib/uploads";
import { notePendingUploads } from "@/lib/uploads/pending-uploads";
import { countDemoRecords, findDemoRecords, saveDemoRecordIds, type DemoRecordIds } from "./demo-records";

export interface DemoRemoval {
  /** Demo records deleted. */
  removed: number;
  /** Their files deleted from the upload storage. */
  files: number;
  /** Demo records kept because the administrator's own records still use them. */
  kept: number;
}

// Children before their parents: a subcategory must go before the main category it points at.
const DELETE_ORDER: CollectionDefinition[] = [...COLLECTION_LIST].sort((a, b) => Number(Boolean(b.parent)) - Number(Boolean(a.parent)));

/**
 * Deletes every demo record in one transaction, then their files, and expires the public caches
 * of the collections touched, like any save. A demo main category that the administrator's own
 * subcategories now use is kept (and stays marked as demo).
 */
export async function removeDemoContent(): Promise<DemoRemoval> {
  const prisma = await db();
  const outcome = await prisma.$transaction(
    async (tx) => {
      for (const def of COLLECTION_LIST) await lockCollection(tx, def);
      const demo = await findDemoRecords(tx);
      const kept: DemoRecordIds = {};
      const files: Array<string | null> = [];
      const touched: CollectionDefinition[] = [];
      let removed = 0;
      for (const def of DELETE_ORDER) {
        const ids = demo[def.key];
        if (!ids?.length) continue;
        const model = modelOf(tx, def);
        const inUse = new Set<number>();
        for (const child of childCollections(def)) {
          const users = await modelOf(tx, child).findMany({ where: { [child.parent!.field]: { in: ids } }, select: { [child.parent!.field]: true } });
          for (const row of users) inUse.add(row[child.parent!.field] as number);
        }
        const doomed = ids.filter((id) => !inUse.has(id));
        if (inUse.size) kept[def.key] = [...inUse];
        if (!doomed.length) continue;
        const rows = await model.findMany({ where: { id: { in: doomed } } });
        for (const row of rows) files.push(...def.files.map((field) => row[field.name] as string | null));
        for (const id of doomed) await model.delete({ where: { id } });
        removed += doomed.length;
        touched.push(def);
      }
      await saveDemoRecordIds(tx, kept);
      // Pending from this commit on: a crash before they are removed leaves them to the sweep.
      await notePendingUploads(files, tx);
      return { removed, files, touched, kept: countDemoRecords(kept) };
    },
    { maxWait: 15_000, timeout: 60_000 },
  );
  const files = await removeUploads(outcome.files);
  // One expiry for every collection touched, each tag once (pages show several collections).
  await expireCacheTags([...new Set(outcome.touched.flatMap(cacheTagsOf))]);
  return { removed: outcome.removed, files, kept: outcome.kept };
}
