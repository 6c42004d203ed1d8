/** Contract §5: images at most 10 MB. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** Contract §5: PDFs at most 20 MB. */
export const MAX_PDF_BYTES = 20 * 1024 * 1024;

/** Longest side of a stored image; larger images are scaled down (never up). */
export const MAX_IMAGE_SIDE = 2560;

/**
 * Decoded-pixel ceiling: 40 megapixels (a 8000×5000 photo). A tiny compressed PNG can claim
 * 12000×12000 pixels and cost gigabytes to decode; the byte cap alone does not stop that, and
 * every stored image is scaled to MAX_IMAGE_SIDE anyway.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** The largest file a field accepting `accept` may receive: a PDF's cap where PDFs are allowed. */
export function largestUpload(accept: { readonly pdf: boolean }): number {
  return accept.pdf ? MAX_PDF_BYTES : MAX_IMAGE_BYTES;
}
