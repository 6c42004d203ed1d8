import { db } from "@/lib/db";
import { logger } from "@/lib/log/logger";
import { UPLOAD_URL_PREFIX } from "@/lib/uploads/config";
import { forgetPendingUploads, uploadKeysOf } from "@/lib/uploads/pending-uploads";
import { uploadStorage } from "@/lib/uploads/upload-storage";
import { uploadsKeptPrivately } from "./uploads-kept-privately";
import { uploadsNamedByLiveRecords } from "./uploads-named-by-records";

/**
 * Where an uploaded file belongs (contract §5, §7): `public` while a live record names it,
 * `private` while only a draft, a kept version or a trash entry does, nowhere (removed) once
 * nothing does. One rule for every write: a save, a publish, a restore, a prune, a discard and
 * the upload sweep all settle a file by asking this.
 */
export type UploadPlace = "public" | "private";

/** Where each URL belongs; a URL nothing names is absent. */
export async function uploadPlaces(client: object, urls: readonly string[]): Promise<Map<string, UploadPlace>> {
  const places = new Map<string, UploadPlace>();
  const live = await uploadsNamedByLiveRecords(client, urls);
  const kept = await uploadsKeptPrivately(client, urls.filter((url) => !live.has(url)));
  for (const url of urls) {
    if (live.has(url)) places.set(url, "public");
    else if (kept.has(url)) places.set(url, "private");
  }
  return places;
}

/**
 * After a commit: puts each file where what names it now says (served, private or removed) and
 * forgets its pending row. The transaction noted the files pending (notePendingUploads), so a
 * crash before this, or a store failure (logged; the row stays), leaves them to the upload
 * sweep, which settles them the same way. Never throws: the change is committed either way.
 */
export async function settleUploads(urls: Iterable<string | null | undefined>): Promise<void> {
  const keys = uploadKeysOf(urls);
  if (keys.length === 0) return;
  const storage = uploadStorage();
  const settled: string[] = [];
  try {
    const prisma = await db();
    const places = await uploadPlaces(prisma, keys.map((key) => `${UPLOAD_URL_PREFIX}/${key}`));
    for (const key of keys) {
      const place = places.get(`${UPLOAD_URL_PREFIX}/${key}`);
      try {
        if (place === "public") await storage.move(key, "public");
        else if (place === "private") await storage.move(key, "trash");
        else await storage.remove(key);
        settled.push(key);
      } catch (error) {
        logger().error({ err: error }, `[uploads] could not settle /uploads/${key}; the upload sweep will retry`);
      }
    }
    await forgetPendingUploads(settled);
  } catch (error) {
    logger().error({ err: error }, "[uploads] could not settle files after a write; the upload sweep will retry");
  }
}
