import { UPLOAD_URL_PREFIX } from "./config";

// Stored keys are <yyyy>/<mm>/<name>; a little headroom for seeded or hand-placed files.
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
  // Covers ".", ".." and dotfiles, including the ".tmp-*" files the disk storage writes first.
  if (segment.startsWith(".")) return null;
  if (FORBIDDEN_IN_SEGMENT.test(segment)) return null;
  return segment;
}

/**
 * The storage key (`2025/01/<name>.jpg`) for the path segments after `/uploads/`, or null when
 * any segment could step out of the upload space or name a hidden file. One rule for every
 * storage backend, so a key that is refused on disk is refused in a bucket too.
 */
export function uploadKey(segments: readonly string[]): string | null {
  if (segments.length === 0 || segments.length > MAX_SEGMENTS) return null;
  const cleaned: string[] = [];
  for (const raw of segments) {
    const segment = cleanSegment(raw);
    if (segment === null) return null;
    cleaned.push(segment);
  }
  return cleaned.join("/");
}

/** The storage key of a stored `/uploads/...` URL, or null when it is not one (or is unsafe). */
export function uploadKeyFromUrl(url: string | null | undefined): string | null {
  if (typeof url !== "string") return null;
  const prefix = `${UPLOAD_URL_PREFIX}/`;
  if (!url.startsWith(prefix)) return null;
  const pathPart = url.slice(prefix.length).split(/[?#]/, 1)[0] ?? "";
  return uploadKey(pathPart.split("/"));
}

/** True when `key` is exactly what uploadKey makes: storages refuse anything else. */
export function isUploadKey(key: string): boolean {
  return uploadKey(key.split("/")) === key;
}
