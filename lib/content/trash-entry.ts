import { config } from "@/lib/config/config";
import { db, type Db } from "@/lib/db";
import type { Row } from "@/lib/db/model-delegate";
import { logger } from "@/lib/log/logger";
import { moveUploads } from "@/lib/uploads/move-uploads";
import { notePendingUploads } from "@/lib/uploads/pending-uploads";
import type { CollectionDefinition } from "./collection-definition";
import { forgetHistory } from "./version-log";

/**
 * A trash entry's life (contract §7 "Trash"): the delete's transaction writes it beside the row's
 * removal with its files still public (`hiding`); right after the commit they move to the private
 * place (`private`). A crash in between leaves `hiding` for the trash sweep to finish, so a
 * trashed record's files never stay public and never end up named by nobody.
 */

type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

/** Who deleted a record, as the trash lists it. */
export interface TrashActor {
  id: number;
  username: string;
}

export const DAY_MS = 86_400_000;

// Moves run inside the entry's transaction: a slow store must not make it time out.
export const TRASH_TX_OPTIONS = { maxWait: 15_000, timeout: 120_000 };

/** What the trash shows a record as: its first text field, or e.g. `Gallery Image #12` for a type with none. */
export function trashTitle(def: CollectionDefinition, row: Row): string {
  for (const field of def.fields) {
    const value = row[field.name];
    if (field.kind === "text" && typeof value === "string" && value.trim()) return value.trim();
  }
  return `${def.label.singular} #${row.id}`;
}

/** The `/uploads/...` URLs a row names in its file fields. */
export function filesOfRow(def: CollectionDefinition, row: Row): string[] {
  return def.files.map((field) => row[field.name]).filter((url): url is string => typeof url === "string" && url !== "");
}

/** The URLs a trash entry's `files` column holds. */
export function filesOfEntry(entry: { files: unknown }): string[] {
  return Array.isArray(entry.files) ? entry.files.filter((url): url is string => typeof url === "string") : [];
}

/** In the delete's transaction: the deleted row's trash entry, purged TRASH_DAYS from `now`; answers its id. */
export async function putInTrash(tx: Tx, def: CollectionDefinition, row: Row, by: TrashActor | undefined, now = new Date()): Promise<number> {
  const entry = await tx.trashEntry.create({
    data: {
      collection: def.key,
      record_id: row.id,
      title: trashTitle(def, row),
      // Dates become ISO strings, which the row's re-insert takes back as they were.
      record: JSON.parse(JSON.stringify(row)),
      files: filesOfRow(def, row),
      files_state: "hiding",
      deleted_at: now,
      deleted_by_id: by?.id ?? null,
      deleted_by_username: by?.username ?? "",
      purge_at: new Date(now.getTime() + config().trashDays * DAY_MS),
    },
    select: { id: true },
  });
  return entry.id;
}

/** Locks a trash entry's row for the transaction: its id, or null when it is gone (or, skipping, locked by another). */
export async function lockEntry(tx: Tx, where: { id: number } | { collection: string; recordId: number }, skipLocked = false): Promise<number | null> {
  const rows =
    "id" in where
      ? skipLocked
        ? await tx.$queryRaw<{ id: number }[]>`SELECT id FROM trash WHERE id = ${where.id} FOR UPDATE SKIP LOCKED`
        : await tx.$queryRaw<{ id: number }[]>`SELECT id FROM trash WHERE id = ${where.id} FOR UPDATE`
      : await tx.$queryRaw<{ id: number }[]>`SELECT id FROM trash WHERE collection = ${where.collection} AND record_id = ${where.recordId} FOR UPDATE`;
  return rows[0]?.id ?? null;
}

/**
 * Moves a trash entry's files to the private place and marks them there, holding the entry's
 * row lock so no restore or purge of it runs meanwhile. Answers false when the entry is gone (or,
 * with `skipLocked`, busy). Throws when the store fails: the entry keeps its state for the sweep.
 */
export async function hideTrashedFiles(entryId: number, options: { skipLocked?: boolean } = {}): Promise<boolean> {
  const prisma = await db();
  return prisma.$transaction(async (tx) => {
    if ((await lockEntry(tx, { id: entryId }, options.skipLocked)) === null) return false;
    const entry = await tx.trashEntry.findUnique({ where: { id: entryId }, select: { files: true } });
    if (!entry) return false;
    await moveUploads(filesOfEntry(entry), "trash");
    await tx.trashEntry.update({ where: { id: entryId }, data: { files_state: "private" } });
    return true;
  }, TRASH_TX_OPTIONS);
}

/**
 * After a delete's commit: hides the trashed record's files before the answer goes out. Never
 * throws: the record is deleted either way, and a store that failed leaves the entry `hiding`
 * for the trash sweep (its failure is logged).
 */
export async function settleTrashedFiles(entryId: number): Promise<void> {
  try {
    await hideTrashedFiles(entryId);
  } catch (error) {
    logger().error({ err: error }, `[trash] could not move the files of trash entry ${entryId} to the private place; the trash sweep will retry`);
  }
}

/**
 * In a transaction holding the entries' locks: drops them with their records' versions and
 * drafts (a purge is for good) and notes their files pending, so the files removed after the
 * commit (settleUploads) are the upload sweep's if a crash comes first.
 */
export async function dropEntries(tx: Tx, entries: Array<{ id: number; files: unknown; collection: string; record_id: number }>): Promise<string[]> {
  const files = entries.flatMap(filesOfEntry);
  await notePendingUploads(files, tx);
  for (const entry of entries) files.push(...(await forgetHistory(tx, entry.collection, [entry.record_id])));
  await tx.trashEntry.deleteMany({ where: { id: { in: entries.map((entry) => entry.id) } } });
  return files;
}
