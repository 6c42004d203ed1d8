import { sweepSessions } from "@/lib/auth/sweep-sessions";
import { logger } from "@/lib/log/logger";
import { runPeriodically } from "@/lib/server/background-tasks";

// Expired rows refuse nothing (the token has expired too): the sweep only bounds the table.
export const SESSION_SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/** Sweeps at start and then every SESSION_SWEEP_INTERVAL_MS (see runPeriodically). Answers a function that stops the timer. */
export function startSessionSweep(): () => void {
  return runPeriodically("session sweep", SESSION_SWEEP_INTERVAL_MS, async () => {
    const deleted = await sweepSessions();
    if (deleted > 0) logger().info(`[sessions] deleted ${deleted} sessions ended or expired long ago`);
  });
}
