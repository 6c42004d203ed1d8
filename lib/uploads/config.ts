import { config } from "@/lib/config/config";

/** Root-relative URL prefix under which stored files are served (see app/uploads/[...path]). */
export const UPLOAD_URL_PREFIX = "/uploads";

/**
 * Absolute path of the upload folder (contract §2: `UPLOAD_DIR`, default `./uploads`).
 * Read at call time, not import time, so tests and scripts can point it elsewhere.
 */
export function uploadDir(): string {
  return config().uploadDir;
}
