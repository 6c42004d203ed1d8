import { unlink } from "node:fs/promises";
import path from "node:path";
import { confineToUploadDir, uploadPathFromUrl } from "./resolve-path";

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === "ENOENT" || code === "ENOTDIR";
}

/**
 * Delete the stored file behind a `/uploads/...` URL. Returns true when a file was removed.
 * Best effort and never throws: it runs after the record change is committed, and a leftover
 * file must not turn a successful save into an error. Anything that is not a safe path inside
 * the upload folder (traversal, a symlinked folder leading out) is left alone.
 */
export async function removeUpload(url: string | null | undefined): Promise<boolean> {
  const candidate = uploadPathFromUrl(url);
  if (!candidate) return false;
  try {
    // Confine the folder, not the file: unlinking a symlink removes the link, never its target,
    // but a symlinked folder on the way could point anywhere.
    const realFolder = await confineToUploadDir(path.dirname(candidate));
    if (!realFolder) return false;
    await unlink(path.join(realFolder, path.basename(candidate)));
    return true;
  } catch (error) {
    if (!isMissing(error)) console.error(`[uploads] could not remove ${String(url)}:`, error);
    return false;
  }
}

/** removeUpload for several URLs (nulls and duplicates welcome); resolves to how many were removed. */
export async function removeUploads(urls: Iterable<string | null | undefined>): Promise<number> {
  const unique = [...new Set(urls)];
  const results = await Promise.all(unique.map((url) => removeUpload(url)));
  return results.filter(Boolean).length;
}
