import { db } from "@/lib/db";
import { modelOf, type Row } from "@/lib/db/model-delegate";
import type { ContentRecord } from "@/lib/db/serialize";
import { conflict, HttpError, notFound, serviceUnavailable } from "@/lib/http/http-error";
import { moveUploads } from "@/lib/uploads/move-uploads";
import type { CollectionDefinition } from "./collection-definition";
import { lockCollection } from "./collection-lock";
import { makeRoomAt, orderScope, renumber } from "./collection-order";
import { collectionService } from "./collection-service";
import { COLLECTION_LIST, COLLECTIONS } from "./collections";
import { revalidateCollection } from "./revalidate-collection";
import { settleUploads } from "./upload-places";
import { dropEntries, filesOfEntry, hideTrashedFiles, lockEntry, TRASH_TX_OPTIONS } from "./trash-entry";
import { recordActivity, type AccountActor } from "@/lib/activity/record-activity";
import { noteContentActivity } from "./content-activity";

/** One line of the Trash screen (contract §7: `GET /api/admin/trash`). */
export interface TrashItem {
  collection: string;
  id: number;
  title: string;
  deleted_at: string;
  deleted_by: { id: number | null; username: string } | null;
  purge_at: string;
}

export const NOT_IN_TRASH = "This item is not in the trash.";
export const NO_SUCH_TYPE = "No such content type.";
const BUSY = "The trash is busy with this item. Please try again.";

/** The content type of a path's `{collection}`; 404 for anything else (the site settings have no delete). */
export function trashCollection(key: unknown): CollectionDefinition {
  const def = COLLECTION_LIST.find((candidate) => candidate.key === key);
  if (!def) throw notFound(NO_SUCH_TYPE);
  return def;
}

function parentGone(def: CollectionDefinition): string {
  const parent = def.parent?.label.toLowerCase() ?? "parent";
  return `This ${def.label.singular.toLowerCase()} belongs to a ${parent} that no longer exists. Restore that ${parent} from the trash first.`;
}

/** Everything in the trash, newest first. */
export async function listTrash(): Promise<TrashItem[]> {
  const prisma = await db();
  const entries = await prisma.trashEntry.findMany({
    orderBy: [{ deleted_at: "desc" }, { id: "desc" }],
    select: { collection: true, record_id: true, title: true, deleted_at: true, deleted_by_id: true, deleted_by_username: true, purge_at: true },
  });
  return entries.map((entry) => ({
    collection: entry.collection,
    id: entry.record_id,
    title: entry.title,
    deleted_at: entry.deleted_at.toISOString(),
    deleted_by: entry.deleted_by_username ? { id: entry.deleted_by_id, username: entry.deleted_by_username } : null,
    purge_at: entry.purge_at.toISOString(),
  }));
}

/**
 * Puts a trashed record back with the same id, in its old place among an ordered collection,
 * with its files served again; answers the record as the type's GET does. Over the type's limit:
 * 400 with the limit's text (`limit_reached`); a child whose parent is gone: 409.
 *
 * The entry is marked `revealing` in a commit of its own first; the restore then holds the entry
 * and the collection lock while it moves the files back, writes the row and drops the entry. A
 * refusal or failure moves the files back to the private place; a crash leaves `revealing` for the
 * trash sweep to hide again. Either way the record is public with its files, or in the trash
 * without them.
 */
export async function restoreFromTrash(def: CollectionDefinition, recordId: number, actor?: AccountActor): Promise<ContentRecord> {
  const prisma = await db();
  const entryId = await prisma.$transaction(async (tx) => {
    const id = await lockEntry(tx, { collection: def.key, recordId });
    if (id === null) throw notFound(NOT_IN_TRASH);
    await tx.trashEntry.update({ where: { id }, data: { files_state: "revealing" } });
    return id;
  });
  try {
    await prisma.$transaction(async (tx) => {
      await lockCollection(tx, def);
      if ((await lockEntry(tx, { id: entryId })) === null) throw notFound(NOT_IN_TRASH);
      const entry = await tx.trashEntry.findUniqueOrThrow({ where: { id: entryId } });
      // The sweep took it for a crashed restore in between: start again.
      if (entry.files_state !== "revealing") throw serviceUnavailable(1, BUSY);
      const record = entry.record as Row;
      const model = modelOf(tx, def);
      if (def.limit && (await model.count()) + 1 > def.limit.max) throw new HttpError(400, def.limit.message, undefined, undefined, "limit_reached");
      const parentId = def.parent ? record[def.parent.field] : undefined;
      if (def.parent && !(await modelOf(tx, COLLECTIONS[def.parent.collection]).findUnique({ where: { id: Number(parentId) } }))) throw conflict(parentGone(def));
      const scope = orderScope(def, parentId);
      if (def.ordered) await makeRoomAt(tx, def, scope, Number(record.position) || 1);
      await moveUploads(filesOfEntry(entry), "public");
      const restored = await model.create({ data: record });
      if (def.ordered) await renumber(tx, def, scope);
      await tx.trashEntry.delete({ where: { id: entryId } });
      await noteContentActivity(tx, actor, "restore", def, restored);
    }, TRASH_TX_OPTIONS);
  } catch (error) {
    await hideTrashedFiles(entryId).catch(() => undefined);
    throw error;
  }
  await revalidateCollection(def);
  return collectionService(def).get(recordId);
}

/** Deletes a trashed record for good with its files, versions and draft; 404 when it is not in the trash. `actor` is recorded in the activity log. */
export async function purgeFromTrash(def: CollectionDefinition, recordId: number, actor?: AccountActor): Promise<{ collection: string; id: number }> {
  const prisma = await db();
  const files = await prisma.$transaction(async (tx) => {
    const id = await lockEntry(tx, { collection: def.key, recordId });
    if (id === null) throw notFound(NOT_IN_TRASH);
    const entry = await tx.trashEntry.findUniqueOrThrow({ where: { id }, select: { id: true, files: true, title: true, collection: true, record_id: true } });
    if (actor) await recordActivity(tx, { actor, action: "purge", collection: def.key, recordId, details: { title: entry.title } });
    return dropEntries(tx, [entry]);
  });
  await settleUploads(files);
  return { collection: def.key, id: recordId };
}
