import type { ActivityAction } from "@/lib/activity/activity-actions";
import { recordActivity, type AccountActor } from "@/lib/activity/record-activity";
import type { Db } from "@/lib/db";
import type { Prisma } from "@/lib/db/generated/client";
import type { Row } from "@/lib/db/model-delegate";
import type { CollectionDefinition } from "./collection-definition";
import { trashTitle } from "./trash-entry";

type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

/**
 * In the write's transaction: one activity entry for a content record, with its title then (so
 * the log still names it once it is gone) and the version the write kept, if any. Without an
 * actor (a write no account made) nothing.
 */
export async function noteContentActivity(
  tx: Tx,
  actor: AccountActor | undefined,
  action: ActivityAction,
  def: CollectionDefinition,
  row: Row,
  details: Prisma.InputJsonObject = {},
  version?: number,
): Promise<void> {
  if (!actor) return;
  await recordActivity(tx, { actor, action, collection: def.key, recordId: row.id, version, details: { title: trashTitle(def, row), ...details } });
}

/** The names of the fields an update changes (`data` against the stored row), for the log. */
export function changedFields(current: Row, data: Record<string, unknown>): string[] {
  const shown = (value: unknown) => (value instanceof Date ? value.toISOString() : value === undefined ? null : value);
  return Object.keys(data).filter((field) => field !== "position" && JSON.stringify(shown(current[field])) !== JSON.stringify(shown(data[field])));
}
