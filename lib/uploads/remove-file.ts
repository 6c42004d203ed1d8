import { forgetPendingUploads, uploadKeysOf, type PendingLedger } from "./pending-uploads";
import { uploadStorage } from "./upload-storage";
import { logger } from "@/lib/log/logger";

/** Whether the file was there, or null when it could not be removed (the failure is logged). */
async function removeKey(key: string): Promise<boolean | null> {
  try {
    return await uploadStorage().remove(key);
  } catch (error) {
    logger().error({ err: error }, `[uploads] could not remove /uploads/${key}`);
    return null;
  }
}

/**
 * Delete the stored files behind `/uploads/...` URLs (nulls and duplicates welcome), then their
 * pending rows; resolves to how many files were removed. Best effort and never throws: it runs
 * after the record change is committed, and a leftover file must not turn a successful save into
 * an error. A file that could not be removed keeps its pending row, so the sweep tries again.
 * `ledger` is the database of the pending rows (the process's own by default).
 * Anything that is not a safe key (traversal, hidden names) is left alone, and the disk storage
 * never follows a symlinked folder out.
 */
export async function removeUploads(urls: Iterable<string | null | undefined>, ledger?: PendingLedger): Promise<number> {
  const keys = uploadKeysOf(urls);
  const removed = await Promise.all(keys.map(removeKey));
  await forgetPendingUploads(keys.filter((_, i) => removed[i] !== null), ledger).catch((error: unknown) => {
    logger().error({ err: error }, "[uploads] could not forget the pending rows of removed files");
  });
  return removed.filter(Boolean).length;
}

/** removeUploads for one URL: true when a file was removed. */
export async function removeUpload(url: string | null | undefined): Promise<boolean> {
  return (await removeUploads([url])) > 0;
}
