import { uploadKeysOf } from "./pending-uploads";
import type { Place, Storage } from "./storage";
import { uploadStorage } from "./upload-storage";

/**
 * Moves the files behind `/uploads/...` URLs (nulls and duplicates welcome) to `place`: into the
 * private place when their record goes to the trash, back when it is restored. Every move or a
 * throw; each is idempotent, so a caller that failed part way runs it again. Answers how many
 * files are now there (a file in neither place is not counted).
 */
export async function moveUploads(urls: Iterable<string | null | undefined>, place: Place, storage: Storage = uploadStorage()): Promise<number> {
  let moved = 0;
  for (const key of uploadKeysOf(urls)) if (await storage.move(key, place)) moved++;
  return moved;
}
