import { db } from "@/lib/db";
import type { AccountActor } from "@/lib/activity/record-activity";
import type { CollectionDefinition } from "@/lib/content/collection-definition";
import { COLLECTION_LIST } from "@/lib/content/collections";
import { childCollections } from "@/lib/content/child-collections";
import { lockCollection } from "@/lib/content/collection-lock";
import { orderScope, renumber } from "@/lib/content/collection-order";
import { modelOf } from "@/lib/db/model-delegate";
import { expireCacheTags } from "@/lib/content/expire-cache-tags";
import { cacheTagsOf } from "@/lib/content/revalidate-collection";
import { filesOfRow, settleTrashedFiles, TRASH_TX_OPTIONS } from "@/lib/content/trash-entry";
import { trashRow } from "@/lib/content/trash-row";
import { countDemoRecords, findDemoRecords, saveDemoRecordIds, type DemoRecordIds } from "./demo-records";

export interface DemoRemoval {
  /** Demo records moved to the trash. */
  removed: number;
  /** Their files, taken off the public site and kept privately with the trash entries. */
  files: number;
  /** Demo records kept because the administrator's own records still use them. */
  kept: number;
}

// Children before their parents: a subcategory must go before the main category it points at.
const DELETE_ORDER: CollectionDefinition[] = [...COLLECTION_LIST].sort((a, b) => Number(Boolean(b.parent)) - Number(Boolean(a.parent)));

/**
 * Moves every demo record to the trash in one transaction, as the documented deletes do (contract
 * §7): each can be restored with its files until the trash purges it. Then their files leave the
 * public site and the public caches of the collections touched expire, like any save. A demo main
 * category that the administrator's own subcategories now use is kept (and stays marked as demo);
 * a record restored from the trash is no longer marked, since the administrator chose to keep it.
 */
export async function removeDemoContent(by?: AccountActor): Promise<DemoRemoval> {
  const prisma = await db();
  const outcome = await prisma.$transaction(async (tx) => {
    for (const def of COLLECTION_LIST) await lockCollection(tx, def);
    const demo = await findDemoRecords(tx);
    const kept: DemoRecordIds = {};
    const entries: number[] = [];
    const files = new Set<string>();
    const touched: CollectionDefinition[] = [];
    for (const def of DELETE_ORDER) {
      const ids = demo[def.key];
      if (!ids?.length) continue;
      const inUse = new Set<number>();
      for (const child of childCollections(def)) {
        const users = await modelOf(tx, child).findMany({ where: { [child.parent!.field]: { in: ids } }, select: { [child.parent!.field]: true } });
        for (const row of users) inUse.add(row[child.parent!.field] as number);
      }
      const doomed = ids.filter((id) => !inUse.has(id));
      if (inUse.size) kept[def.key] = [...inUse];
      if (!doomed.length) continue;
      // Each trash entry keeps the position its row had, so restoring them brings the old order back.
      const scopes = new Map<string, unknown>();
      for (const id of doomed) {
        const { row, entryId } = await trashRow(tx, def, id, by);
        entries.push(entryId);
        for (const url of filesOfRow(def, row)) files.add(url);
        const parentId = def.parent ? row[def.parent.field] : undefined;
        scopes.set(String(parentId), parentId);
      }
      if (def.ordered) for (const parentId of scopes.values()) await renumber(tx, def, orderScope(def, parentId));
      touched.push(def);
    }
    await saveDemoRecordIds(tx, kept);
    return { removed: entries.length, entries, files: files.size, touched, kept: countDemoRecords(kept) };
  }, TRASH_TX_OPTIONS);
  // The files leave the public site before the answer; a failure is left to the trash sweep.
  for (const entryId of outcome.entries) await settleTrashedFiles(entryId);
  // One expiry for every collection touched, each tag once (pages show several collections).
  await expireCacheTags([...new Set(outcome.touched.flatMap(cacheTagsOf))]);
  return { removed: outcome.removed, files: outcome.files, kept: outcome.kept };
}
