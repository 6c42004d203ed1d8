import { db } from "@/lib/db";
import { dropEntries, hideTrashedFiles } from "./trash-entry";
import { settleUploads } from "./upload-places";

export interface TrashSweepOutcome {
  /** Entries whose interrupted file moves were finished (files back in the private place). */
  settled: number;
  /** What was purged, by type and id. */
  purged: Array<{ collection: string; id: number }>;
}

// Entries per purge transaction.
const BATCH = 100;
// A restore marked `revealing` holds its entry's lock within this; older and unlocked, it crashed.
const RESTORE_GRACE_SECONDS = 120;

/**
 * The trash's upkeep, safe with several instances (entries are claimed with row locks, SKIP
 * LOCKED): finishes the file moves a crash interrupted (a delete's `hiding` at once, a restore's
 * `revealing` once it has surely ended), then purges every entry whose `purge_at` is not after
 * `now`, record and files. Logs what it did.
 */
export async function sweepTrash(options: { now?: Date; log(line: string): void }): Promise<TrashSweepOutcome> {
  const prisma = await db();
  const now = options.now ?? new Date();
  const outcome: TrashSweepOutcome = { settled: 0, purged: [] };
  const stuck = await prisma.$queryRaw<{ id: number }[]>`
    SELECT id FROM trash
    WHERE files_state = 'hiding'
       OR (files_state = 'revealing' AND updated_at < (now() AT TIME ZONE 'UTC') - (${RESTORE_GRACE_SECONDS}::int * interval '1 second'))`;
  for (const { id } of stuck) {
    try {
      if (await hideTrashedFiles(id, { skipLocked: true })) outcome.settled++;
    } catch (error) {
      options.log(`[trash] could not move the files of trash entry ${id} to the private place: ${(error as Error).message}`);
    }
  }
  for (let more = true; more; ) {
    const batch = await prisma.$transaction(async (tx) => {
      // Columns hold UTC (Prisma's DateTime); entries another instance holds are skipped.
      const claimed = await tx.$queryRaw<{ id: number }[]>`
        SELECT id FROM trash WHERE purge_at <= (${now.toISOString()}::timestamptz AT TIME ZONE 'UTC')
        ORDER BY purge_at, id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`;
      const rows = await tx.trashEntry.findMany({ where: { id: { in: claimed.map((row) => row.id) } }, select: { id: true, collection: true, record_id: true, files: true } });
      return { rows, files: rows.length ? await dropEntries(tx, rows) : [] };
    });
    await settleUploads(batch.files);
    outcome.purged.push(...batch.rows.map((row) => ({ collection: row.collection, id: row.record_id })));
    more = batch.rows.length === BATCH;
  }
  if (outcome.settled) options.log(`[trash] hid the files of ${outcome.settled} trashed record(s) an interrupted delete or restore left public`);
  if (outcome.purged.length) options.log(`[trash] purged ${outcome.purged.length} record(s) kept longer than TRASH_DAYS: ${outcome.purged.map((item) => `${item.collection} #${item.id}`).join(", ")}`);
  return outcome;
}
