import { runInBackground } from "@/lib/server/background-tasks";
import { db } from "@/lib/db";

/** How long the audit trail keeps a row. */
export const AUDIT_RETENTION_DAYS = 90;
/** At most one pruning run per process in this interval. */
export const PRUNE_INTERVAL_MS = 10 * 60 * 1000;
// Small batches keep each statement (and PGlite's single connection) short; the cap bounds a
// run, and whatever is left waits for the next one.
const BATCH = 1000;
const MAX_BATCHES = 20;

export interface PruneResult {
  rateLimitBuckets: number;
  revokedTokens: number;
  authEvents: number;
}

async function inBatches(deleteBatch: () => Promise<number>): Promise<number> {
  let total = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const deleted = await deleteBatch();
    total += deleted;
    if (deleted < BATCH) break;
  }
  return total;
}

/**
 * Deletes what no longer means anything: rate-limit buckets whose window has ended, revoked
 * tokens that would have expired anyway, and audit rows older than AUDIT_RETENTION_DAYS.
 */
export async function pruneExpiredRows(now = new Date()): Promise<PruneResult> {
  const prisma = await db();
  const auditCutoff = new Date(now.getTime() - AUDIT_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  const rateLimitBuckets = await inBatches(
    () => prisma.$executeRaw`DELETE FROM rate_limit_buckets WHERE key IN (SELECT key FROM rate_limit_buckets WHERE reset_at <= ${now} LIMIT ${BATCH})`,
  );
  const revokedTokens = await inBatches(
    () => prisma.$executeRaw`DELETE FROM revoked_tokens WHERE jti IN (SELECT jti FROM revoked_tokens WHERE expires_at <= ${now} LIMIT ${BATCH})`,
  );
  const authEvents = await inBatches(
    () => prisma.$executeRaw`DELETE FROM auth_events WHERE id IN (SELECT id FROM auth_events WHERE created_at < ${auditCutoff} LIMIT ${BATCH})`,
  );
  return { rateLimitBuckets, revokedTokens, authEvents };
}

// On globalThis: the custom server and Next's bundled route code may load this module separately.
const holder = globalThis as typeof globalThis & { __ecopackLastPrune?: number };

/**
 * Starts a pruning run in the background when none has started in this process for
 * PRUNE_INTERVAL_MS. Called where rows are added, so growth and pruning go together and a
 * request never waits for it.
 */
export function pruneSoon(): void {
  const now = Date.now();
  if (holder.__ecopackLastPrune !== undefined && now - holder.__ecopackLastPrune < PRUNE_INTERVAL_MS) return;
  holder.__ecopackLastPrune = now;
  runInBackground("pruning expired rows", () => pruneExpiredRows());
}
