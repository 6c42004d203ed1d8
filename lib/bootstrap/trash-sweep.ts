import { sweepTrash } from "@/lib/content/trash-sweep";
import { logger } from "@/lib/log/logger";
import { runInBackground } from "@/lib/server/background-tasks";

// Often enough that a delete or restore a crash cut short has its files hidden within a minute.
export const TRASH_SWEEP_INTERVAL_MS = 60_000;

/** One sweep of the trash (see sweepTrash): interrupted file moves finished, expired entries purged. */
export function sweepTrashNow(now?: Date) {
  return sweepTrash({ now, log: (line) => logger().info(line) });
}

/**
 * Sweeps at start and then every minute (the timer never keeps the process alive), as a
 * background task a graceful stop waits for, never two at once in a process. Answers a function
 * that stops the timer.
 */
export function startTrashSweep(): () => void {
  let running = false;
  const sweep = () => {
    if (running) return;
    running = true;
    runInBackground("trash sweep", () => sweepTrashNow().finally(() => (running = false)));
  };
  sweep();
  const timer = setInterval(sweep, TRASH_SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
