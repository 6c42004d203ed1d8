import { uploadKeyFromUrl } from "./upload-key";
import { uploadStorage } from "./upload-storage";
import { logger } from "@/lib/log/logger";

/**
 * Delete the stored file behind a `/uploads/...` URL. Returns true when a file was removed.
 * Best effort and never throws: it runs after the record change is committed, and a leftover
 * file must not turn a successful save into an error. Anything that is not a safe key (traversal,
 * hidden names) is left alone, and the disk storage never follows a symlinked folder out.
 */
export async function removeUpload(url: string | null | undefined): Promise<boolean> {
  const key = uploadKeyFromUrl(url);
  if (!key) return false;
  try {
    return await uploadStorage().remove(key);
  } catch (error) {
    logger().error({ err: error }, `[uploads] could not remove ${String(url)}`);
    return false;
  }
}

/** removeUpload for several URLs (nulls and duplicates welcome); resolves to how many were removed. */
export async function removeUploads(urls: Iterable<string | null | undefined>): Promise<number> {
  const unique = [...new Set(urls)];
  const results = await Promise.all(unique.map((url) => removeUpload(url)));
  return results.filter(Boolean).length;
}
