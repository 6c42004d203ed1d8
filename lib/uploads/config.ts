import path from "node:path";

/** Root-relative URL prefix under which stored files are served (see app/uploads/[...path]). */
export const UPLOAD_URL_PREFIX = "/uploads";

/**
 * Absolute path of the upload folder (contract §2: `UPLOAD_DIR`, default `./uploads`).
 * Read at call time, not import time, so tests and scripts can point it elsewhere.
 * An empty value counts as unset: resolving "" would silently mean the working directory.
 */
export function uploadDir(): string {
  const configured = process.env.UPLOAD_DIR;
  return path.resolve(configured ? configured : "./uploads");
}
