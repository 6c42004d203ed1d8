import { recordActivity, type AccountActor, type ActivityActor, type ActivityEntry } from "@/lib/activity/record-activity";
import type { ActivityAction } from "@/lib/activity/activity-actions";
import type { VersionedType } from "./versioned-type";

type Tx = Parameters<typeof recordActivity>[0];

/** Who the scheduler publishes for: the account that scheduled it, from no address of its own. */
export function schedulerActor(draft: { author_id: number | null; author_username: string }): ActivityActor {
  return { id: draft.author_id, username: draft.author_username, address: "scheduler" };
}

/**
 * Records a draft, publish or restore in the activity log inside its transaction (contract §8:
 * every write), so a refused or rolled-back one records nothing. Without an actor (a direct call
 * from code, not a request) nothing is recorded.
 */
export async function notePublishing(
  tx: Tx,
  actor: AccountActor | ActivityActor | undefined,
  action: ActivityAction,
  type: VersionedType,
  id: number,
  details?: ActivityEntry["details"],
): Promise<void> {
  if (!actor) return;
  await recordActivity(tx, { actor, action, collection: type.key, recordId: id, details });
}
