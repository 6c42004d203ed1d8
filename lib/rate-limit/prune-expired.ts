import { runInBackground } from "@/lib/server/background-tasks";
import { db } from "@/lib/db";

/** How long the audit trail keeps a row. */
export const AUDIT_RETENTION_DAYS = 90;
/** At most one pruning run per process in this interval, unless the last one was not caught up. */
export const PRUNE_INTERVAL_MS = 10 * 60 * 1000;
/** Time one run may take before it leaves the rest to the next one. */
export const PRUNE_BUDGET_MS = 5_000;
// Small batches keep each statement (and PGlite's single connection) short.
const BATCH = 1000;

export interface PruneResult {
  rateLimitBuckets: number;
  authEvents: number;
  /** False when the time budget ran out with expired rows left. */
  caughtUp: boolean;
}

/**
 * Deletes what no longer means anything: rate-limit buckets whose window has ended and audit
 * rows older than AUDIT_RETENTION_DAYS. Runs
 * batch after batch until every table is caught up or `budgetMs` has passed (each table gets at
 * least one batch, so every run makes progress).
 */
export async function pruneExpiredRows(now = new Date(), budgetMs = PRUNE_BUDGET_MS): Promise<PruneResult> {
  const prisma = await db();
  const deadline = Date.now() + budgetMs;
  let caughtUp = true;
  async function inBatches(deleteBatch: () => Promise<number>): Promise<number> {
    let total = 0;
    for (;;) {
      const deleted = await deleteBatch();
      total += deleted;
      if (deleted < BATCH) return total;
      if (Date.now() >= deadline) {
        caughtUp = false;
        return total;
      }
    }
  }
  const auditCutoff = new Date(now.getTime() - AUDIT_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  const rateLimitBuckets = await inBatches(
    () => prisma.$executeRaw`DELETE FROM rate_limit_buckets WHERE key IN (SELECT key FROM rate_limit_buckets WHERE reset_at <= ${now} LIMIT ${BATCH})`,
  );
  const authEvents = await inBatches(
    () => prisma.$executeRaw`DELETE FROM auth_events WHERE id IN (SELECT id FROM auth_events WHERE created_at < ${auditCutoff} LIMIT ${BATCH})`,
  );
  return { rateLimitBuckets, authEvents, caughtUp };
}

// On globalThis: the custom server and Next's bundled route code may load this module separately.
const holder = globalThis as typeof globalThis & { __ecopackLastPrune?: number };

/**
 * Starts a pruning run in the background when none has started in this process for
 * PRUNE_INTERVAL_MS, or at once when the last run ran out of time before it caught up. Called
 * where rows are added, so growth and pruning go together and a request never waits for it.
 */
export function pruneSoon(): void {
  const now = Date.now();
  if (holder.__ecopackLastPrune !== undefined && now - holder.__ecopackLastPrune < PRUNE_INTERVAL_MS) return;
  holder.__ecopackLastPrune = now;
  runInBackground("pruning expired rows", async () => {
    const { caughtUp } = await pruneExpiredRows();
    if (!caughtUp) holder.__ecopackLastPrune = undefined;
  });
}
