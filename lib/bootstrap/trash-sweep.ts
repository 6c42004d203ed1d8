import { sweepTrash } from "@/lib/content/trash-sweep";
import { logger } from "@/lib/log/logger";
import { runPeriodically } from "@/lib/server/background-tasks";

// Often enough that a delete or restore a crash cut short has its files hidden within a minute.
export const TRASH_SWEEP_INTERVAL_MS = 60_000;

/** One sweep of the trash (see sweepTrash): interrupted file moves finished, expired entries purged. */
export function sweepTrashNow(now?: Date) {
  return sweepTrash({ now, log: (line) => logger().info(line) });
}

/** Sweeps at start and then every minute (see runPeriodically). Answers a function that stops the timer. */
export function startTrashSweep(): () => void {
  return runPeriodically("trash sweep", TRASH_SWEEP_INTERVAL_MS, () => sweepTrashNow());
}
