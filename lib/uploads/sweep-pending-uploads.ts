import type { Db } from "@/lib/db";
import { UPLOAD_URL_PREFIX } from "./config";
import type { Storage } from "./storage";

type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

export interface SweepOptions {
  /** Pending rows (and temporary files) younger than this are uploads in flight: never touched. */
  graceMs: number;
  /** The storage the files are in. */
  storage: Storage;
  /** Of these `/uploads/...` URLs, the ones a committed record names: their files are kept. */
  namedByRecords(tx: Tx, urls: string[]): Promise<ReadonlySet<string>>;
  /**
   * Of the URLs no committed record names, the ones still kept privately (a draft, a version or
   * the trash names them): moved to the private place instead of removed. Absent: none are.
   */
  keptPrivately?(tx: Tx, urls: string[]): Promise<ReadonlySet<string>>;
  log(line: string): void;
}

export interface SweepOutcome {
  /** False when another sweep held the lock: it does the work. */
  ran: boolean;
  /** Keys whose files were removed. */
  removed: string[];
  /** Pending rows deleted (their files removed, already gone, or named by a record). */
  forgotten: number;
  /** Temporary files of interrupted writes that were removed. */
  temporary: string[];
}

// Same value in every instance, so only one sweeps at a time (the migration lock is ...690).
const SWEEP_LOCK = 727_073_692;
// Rows per transaction: the transaction holds them while their files are removed.
const BATCH = 100;

interface Batch {
  removed: string[];
  forgotten: number;
  /** A full batch: more rows may be waiting. */
  more: boolean;
  temporary: string[];
}

/** One batch under the lock (the last one also takes the temporary files); null when another instance holds it. */
async function sweepBatch(prisma: Db, options: SweepOptions): Promise<Batch | null> {
  return prisma.$transaction(
    async (tx) => {
      const [lock] = await tx.$queryRaw<{ locked: boolean }[]>`SELECT pg_try_advisory_xact_lock(${SWEEP_LOCK}) AS locked`;
      if (!lock?.locked) return null;
      // The database's clock for both ends, so instances' clocks cannot disagree. Rows a save is
      // claiming right now are locked by it: skipped here, gone once it commits.
      const rows = await tx.$queryRaw<{ key: string }[]>`
        SELECT key FROM pending_uploads
        WHERE created_at < now() - (${options.graceMs}::int * interval '1 millisecond')
        ORDER BY created_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`;
      const named = rows.length ? await options.namedByRecords(tx, rows.map(({ key }) => `${UPLOAD_URL_PREFIX}/${key}`)) : new Set<string>();
      const unnamed = rows.map(({ key }) => `${UPLOAD_URL_PREFIX}/${key}`).filter((url) => !named.has(url));
      const kept = options.keptPrivately && unnamed.length ? await options.keptPrivately(tx, unnamed) : new Set<string>();
      const removed: string[] = [];
      const settled: string[] = [];
      for (const { key } of rows) {
        if (named.has(`${UPLOAD_URL_PREFIX}/${key}`)) {
          // Placed by what names it (keptPrivately given): a live record's file is served, even
          // when a crash cut short the publish that moved it out of the private place.
          if (options.keptPrivately) {
            try {
              await options.storage.move(key, "public");
            } catch (error) {
              options.log(`[uploads] sweep could not serve /uploads/${key}: ${(error as Error).message}`);
              continue;
            }
          }
          settled.push(key);
          continue;
        }
        try {
          if (kept.has(`${UPLOAD_URL_PREFIX}/${key}`)) await options.storage.move(key, "trash");
          else if (await options.storage.remove(key)) removed.push(key);
          settled.push(key);
        } catch (error) {
          // The row stays: the next sweep tries again.
          options.log(`[uploads] sweep could not remove /uploads/${key}: ${(error as Error).message}`);
        }
      }
      if (settled.length) await tx.pendingUpload.deleteMany({ where: { key: { in: settled } } });
      const more = rows.length === BATCH;
      const temporary = more ? [] : await options.storage.removeStaleTemporaryFiles(options.graceMs);
      return { removed, forgotten: settled.length, more, temporary };
    },
    { maxWait: 15_000, timeout: 120_000 },
  );
}

/**
 * Removes what crashes left: the files of pending rows older than the grace period (uploads
 * never committed, files a committed change stopped naming but never removed), then the rows,
 * and the storage's stale temporary files. Under a database lock, so several instances never
 * sweep at once; idempotent; never removes a file a committed record names. Logs what it removed.
 */
export async function sweepPendingUploads(prisma: Db, options: SweepOptions): Promise<SweepOutcome> {
  const outcome: SweepOutcome = { ran: false, removed: [], forgotten: 0, temporary: [] };
  for (let more = true; more; ) {
    const batch = await sweepBatch(prisma, options);
    if (!batch) break;
    outcome.ran = true;
    outcome.removed.push(...batch.removed);
    outcome.forgotten += batch.forgotten;
    outcome.temporary.push(...batch.temporary);
    more = batch.more;
  }
  if (outcome.removed.length > 0) options.log(`[uploads] swept ${outcome.removed.length} file(s) left by an interrupted save: ${outcome.removed.join(", ")}`);
  if (outcome.temporary.length > 0) options.log(`[uploads] swept ${outcome.temporary.length} temporary file(s) of interrupted writes: ${outcome.temporary.join(", ")}`);
  return outcome;
}
