import { parentMissing } from "@/lib/content/collection-service";
import { nextPosition, orderScope, renumber } from "@/lib/content/collection-order";
import { COLLECTIONS } from "@/lib/content/collections";
import { recordVersion, uploadsOfRecord, type VersionAuthor } from "@/lib/content/version-log";
import type { Db } from "@/lib/db";
import { modelOf, type Row } from "@/lib/db/model-delegate";
import { badRequest, conflict, limitReached } from "@/lib/http/http-error";
import { notePendingUploads } from "@/lib/uploads/pending-uploads";
import { checkPublishable } from "./publish-checks";
import { PUBLISHING_TEXT } from "./publishing-texts";
import type { VersionedType } from "./versioned-type";

type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

export interface Published {
  row: Row;
  /** Every file the change touched (noted pending): settleUploads after the commit puts each where it belongs. */
  files: string[];
}

/** Whether a record of this type is in the trash (its draft went there with it). */
export async function inTrash(tx: object, type: VersionedType, id: number): Promise<boolean> {
  const entry = await (tx as Pick<Db, "trashEntry">).trashEntry.findUnique({ where: { collection_record_id: { collection: type.key, record_id: id } }, select: { id: true } });
  return entry !== null;
}

/**
 * In a transaction holding the type's lock: makes `record` the live state of record `id` (a draft
 * published, a version restored) with a published version by `by`. Checked as the documented
 * create or update checks (required fields, the type's limit when the record is new, the parent)
 * with their texts. A record that is not live yet is created with that id, last in its order.
 */
export async function publishRecord(tx: Tx, type: VersionedType, id: number, record: Record<string, unknown>, by: VersionAuthor | null | undefined): Promise<Published> {
  const model = modelOf(tx, type);
  const live = await model.findUnique({ where: { id } });
  const values = checkPublishable(type, record, live !== null);
  const data = Object.fromEntries(type.columns.filter((column) => column in values).map((column) => [column, values[column]]));
  const def = type.def;
  let row: Row;
  if (!def) {
    row = live ? await model.update({ where: { id }, data }) : await model.create({ data: { ...data, id } });
  } else if (live) {
    const parentField = def.parent?.field;
    const moved = def.ordered && parentField !== undefined && data[parentField] !== live[parentField];
    if (moved) data.position = await nextPosition(tx, def, orderScope(def, data[parentField]));
    await ensureParent(tx, type, data);
    row = await model.update({ where: { id }, data });
    if (moved) await renumber(tx, def, orderScope(def, live[parentField]));
  } else {
    if (await inTrash(tx, type, id)) throw conflict(PUBLISHING_TEXT.inTrash);
    if (def.limit && (await model.count()) + 1 > def.limit.max) throw limitReached(def.limit.message);
    await ensureParent(tx, type, data);
    if (def.ordered) data.position = await nextPosition(tx, def, orderScope(def, def.parent ? data[def.parent.field] : undefined));
    row = await model.create({ data: { ...data, id } });
    // Published once, a draft-only record's draft (if it keeps one) is a draft of a live record.
    await tx.contentDraft.updateMany({ where: { collection: type.key, record_id: id }, data: { draft_only: false } });
  }
  const files = [...uploadsOfRecord(live), ...uploadsOfRecord(row)];
  await notePendingUploads(files, tx);
  const { pruned } = await recordVersion(tx, { collection: type.key, recordId: id, columns: type.columns, before: live, after: row, status: "published", author: by });
  return { row, files: [...files, ...pruned] };
}

async function ensureParent(tx: Tx, type: VersionedType, data: Record<string, unknown>): Promise<void> {
  const parent = type.def?.parent;
  if (!type.def || !parent) return;
  const found = await modelOf(tx, COLLECTIONS[parent.collection]).findUnique({ where: { id: Number(data[parent.field]) } });
  if (!found) throw badRequest(parentMissing(type.def));
}
