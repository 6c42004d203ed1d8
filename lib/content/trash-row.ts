import type { Db } from "@/lib/db";
import type { AccountActor } from "@/lib/activity/record-activity";
import { modelOf, type Row } from "@/lib/db/model-delegate";
import type { CollectionDefinition } from "./collection-definition";
import { noteContentActivity } from "./content-activity";
import { putInTrash } from "./trash-entry";

type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

/**
 * In a delete's transaction, holding the collection lock: the row leaves its table (every public
 * read stays as it is) and enters the trash at once, its draft kept with it but unscheduled, and
 * the delete logged under `by`. Answers the deleted row, with the position it had, and its trash
 * entry, whose files the caller hides after the commit (settleTrashedFiles). An ordered
 * collection's caller renumbers the scope afterwards.
 */
export async function trashRow(tx: Tx, def: CollectionDefinition, id: number, by: AccountActor | undefined): Promise<{ row: Row; entryId: number }> {
  const deleted = await modelOf(tx, def).delete({ where: { id } });
  // A restore brings the draft back too, but a trashed record publishes nothing meanwhile.
  await tx.contentDraft.updateMany({ where: { collection: def.key, record_id: id }, data: { publish_at: null } });
  const entryId = await putInTrash(tx, def, deleted, by);
  await noteContentActivity(tx, by, "delete", def, deleted);
  return { row: deleted, entryId };
}
