import { config } from "@/lib/config/config";
import { db } from "@/lib/db";
import { logger } from "@/lib/log/logger";
import { runPeriodically } from "@/lib/server/background-tasks";

const DAY_MS = 86_400_000;
/** Rows per DELETE: a long log is trimmed in short statements that never hold the table for long. */
export const ACTIVITY_SWEEP_BATCH = 1000;
/** Hourly is plenty for a retention counted in days. */
export const ACTIVITY_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Deletes the entries older than `days` days before `now`, in batches; answers how many went.
 * Idempotent, so several instances may sweep at once.
 */
export async function sweepActivity(now = new Date(), days = config().activityDays, batch = ACTIVITY_SWEEP_BATCH): Promise<number> {
  const prisma = await db();
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  let deleted = 0;
  for (;;) {
    const old = await prisma.activity.findMany({ where: { at: { lt: cutoff } }, select: { id: true }, orderBy: { id: "asc" }, take: batch });
    if (old.length === 0) return deleted;
    deleted += (await prisma.activity.deleteMany({ where: { id: { in: old.map((row) => row.id) } } })).count;
    if (old.length < batch) return deleted;
  }
}

/** Sweeps at start and then hourly (see runPeriodically). Answers a function that stops the timer. */
export function startActivitySweep(): () => void {
  return runPeriodically("activity sweep", ACTIVITY_SWEEP_INTERVAL_MS, async () => {
    const deleted = await sweepActivity();
    if (deleted > 0) logger().info(`[activity] deleted ${deleted} entries older than ACTIVITY_DAYS`);
  });
}
