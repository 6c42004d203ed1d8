import { db, type Db } from "@/lib/db";
import { serviceUnavailable } from "@/lib/http/http-error";
import { uploadKeyFromUrl } from "./upload-key";
import { UPLOAD_TEXT } from "./upload-texts";

/** Where pending rows are written: a client or an open transaction. */
export type PendingLedger = Pick<Db, "pendingUpload">;

/** The distinct storage keys of `/uploads/...` URLs (nulls and other URLs left out). */
export function uploadKeysOf(urls: Iterable<string | null | undefined>): string[] {
  return [...new Set([...urls].map(uploadKeyFromUrl).filter((key): key is string => key !== null))];
}

/**
 * Notes files as pending: committed on its own before an upload's bytes are written, or in the
 * transaction that stops a record naming them (removed after the commit). Whatever a crash
 * interrupts from here on, the sweep finds the row and removes the file.
 */
export async function notePendingUploads(urls: Iterable<string | null | undefined>, client?: PendingLedger): Promise<void> {
  const keys = uploadKeysOf(urls);
  if (keys.length === 0) return;
  await (client ?? (await db())).pendingUpload.createMany({ data: keys.map((key) => ({ key })), skipDuplicates: true });
}

/**
 * In the transaction that commits the records naming these files: they are pending no more.
 * A row already gone means the sweep took the file (the save outlasted the grace period), so
 * the save must not commit a record naming a missing file.
 */
export async function claimPendingUploads(tx: PendingLedger, urls: Iterable<string | null | undefined>): Promise<void> {
  const keys = uploadKeysOf(urls);
  if (keys.length === 0) return;
  const { count } = await tx.pendingUpload.deleteMany({ where: { key: { in: keys } } });
  if (count !== keys.length) throw serviceUnavailable(1, UPLOAD_TEXT.discarded);
}

/** Forgets the pending rows of files that are gone (removed, or never written). */
export async function forgetPendingUploads(keys: readonly string[], client?: PendingLedger): Promise<void> {
  if (keys.length === 0) return;
  await (client ?? (await db())).pendingUpload.deleteMany({ where: { key: { in: [...keys] } } });
}
