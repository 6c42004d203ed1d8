/** Image formats recognised by their bytes. */
export type ImageFormat = "jpeg" | "png" | "gif" | "webp" | "bmp" | "ico";

/** What a file really is, decided from its first bytes. */
export type DetectedType =
  | { kind: "image"; format: ImageFormat; mime: string; ext: string }
  | { kind: "pdf"; format: "pdf"; mime: "application/pdf"; ext: "pdf" };

/** The media type and file extension of each recognised image format. */
export const IMAGE_TYPES: Record<ImageFormat, { mime: string; ext: string }> = {
  jpeg: { mime: "image/jpeg", ext: "jpg" },
  png: { mime: "image/png", ext: "png" },
  gif: { mime: "image/gif", ext: "gif" },
  webp: { mime: "image/webp", ext: "webp" },
  bmp: { mime: "image/bmp", ext: "bmp" },
  ico: { mime: "image/x-icon", ext: "ico" },
};

// BITMAPCOREHEADER .. BITMAPV5HEADER sizes; "BM" alone is too weak (any text starting "BM…").
const BMP_DIB_HEADER_SIZES = new Set([12, 16, 40, 52, 56, 64, 108, 124]);

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((b, i) => bytes[offset + i] === b);
}

function ascii(text: string): number[] {
  return Array.from(text, (c) => c.charCodeAt(0));
}

function u16le(bytes: Uint8Array, at: number): number {
  return (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
}

function u32le(bytes: Uint8Array, at: number): number {
  return u16le(bytes, at) + u16le(bytes, at + 2) * 0x10000;
}

function imageFormatOf(bytes: Uint8Array): ImageFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "gif";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  if (startsWith(bytes, ascii("BM")) && bytes.length >= 26 && BMP_DIB_HEADER_SIZES.has(u32le(bytes, 14))) {
    return "bmp";
  }
  // ICONDIR: reserved 0, type 1 (2 would be a cursor), at least one entry whose reserved byte is 0.
  if (startsWith(bytes, [0x00, 0x00, 0x01, 0x00]) && bytes.length >= 22 && u16le(bytes, 4) > 0 && bytes[9] === 0) {
    return "ico";
  }
  return null;
}

/**
 * Decide a file's real type from its magic bytes, never from its name or declared type
 * (both are chosen by the client). Text formats — SVG, HTML, XML — and everything else
 * unrecognised give null: SVG can carry script, so it is never accepted as an image.
 */
export function detectType(bytes: Uint8Array): DetectedType | null {
  if (startsWith(bytes, ascii("%PDF-"))) {
    return { kind: "pdf", format: "pdf", mime: "application/pdf", ext: "pdf" };
  }
  const format = imageFormatOf(bytes);
  if (!format) return null;
  return { kind: "image", format, ...IMAGE_TYPES[format] };
}
