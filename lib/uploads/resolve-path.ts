import { realpath } from "node:fs/promises";
import path from "node:path";
import { UPLOAD_URL_PREFIX, uploadDir } from "./config";

// Stored paths are <yyyy>/<mm>/<name>; a little headroom for seeded or hand-placed files.
const MAX_SEGMENTS = 8;

// After decoding, a segment may not contain separators, "%" (double encoding), ":" (drive
// letters, NTFS streams) or control characters (NUL truncation, header injection).
const FORBIDDEN_IN_SEGMENT = /[/\\:%\u0000-\u001f\u007f]/;

function cleanSegment(raw: string): string | null {
  let segment = raw;
  // Next.js hands route params over decoded; decoding leftovers once more turns "%2e%2e"
  // into ".." so the checks below see it, whichever form arrives.
  if (segment.includes("%")) {
    try {
      segment = decodeURIComponent(segment);
    } catch {
      return null;
    }
  }
  if (segment.length === 0 || segment.length > 255) return null;
  // Covers ".", ".." and dotfiles, including the ".tmp-*" files storeUpload writes first.
  if (segment.startsWith(".")) return null;
  if (FORBIDDEN_IN_SEGMENT.test(segment)) return null;
  return segment;
}

function isStrictlyInside(root: string, candidate: string): boolean {
  return candidate.startsWith(root.endsWith(path.sep) ? root : root + path.sep);
}

/**
 * Absolute path inside the upload folder for URL path segments, or null when any segment
 * could step outside it or name a hidden file. Purely lexical: pair it with
 * confineToUploadDir before touching the file system, to catch symlinks.
 */
export function resolveUploadPath(segments: readonly string[]): string | null {
  if (segments.length === 0 || segments.length > MAX_SEGMENTS) return null;
  const cleaned: string[] = [];
  for (const raw of segments) {
    const segment = cleanSegment(raw);
    if (segment === null) return null;
    cleaned.push(segment);
  }
  const root = uploadDir();
  const full = path.resolve(root, ...cleaned);
  return isStrictlyInside(root, full) ? full : null;
}

/** Absolute path for a stored `/uploads/...` URL, or null when it is not one (or is unsafe). */
export function uploadPathFromUrl(url: string | null | undefined): string | null {
  if (typeof url !== "string") return null;
  const prefix = `${UPLOAD_URL_PREFIX}/`;
  if (!url.startsWith(prefix)) return null;
  const pathPart = url.slice(prefix.length).split(/[?#]/, 1)[0] ?? "";
  return resolveUploadPath(pathPart.split("/"));
}

/**
 * The real path (symlinks resolved) of an existing file or folder, or null when it lies
 * outside the real upload folder — a symlink planted inside must not lead out.
 * Rejects with ENOENT when the path does not exist.
 */
export async function confineToUploadDir(candidate: string): Promise<string | null> {
  const [realRoot, real] = await Promise.all([realpath(uploadDir()), realpath(candidate)]);
  return real === realRoot || isStrictlyInside(realRoot, real) ? real : null;
}
