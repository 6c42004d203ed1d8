import { IMAGE_TYPES, type DetectedType, type ImageFormat } from "./detect-type";
import { UPLOAD_TEXT } from "./upload-texts";

/**
 * Which file types one form field accepts. Content-type definitions declare it once per field;
 * storeUpload enforces it on the file's real bytes.
 */
export interface UploadAccept {
  /** Allowed image formats, or "any" for every image format the site can store. */
  readonly images: readonly ImageFormat[] | "any";
  /** Whether a PDF is allowed. */
  readonly pdf: boolean;
}

/**
 * Formats sharp 0.35 can decode and re-encode. BMP and ICO are recognised by detectType but
 * sharp cannot read them (no decoder in its libvips build), and a file we cannot re-encode
 * cannot have its metadata stripped or be proven safe, so they are refused even when listed.
 */
export const STORABLE_IMAGE_FORMATS: readonly ImageFormat[] = ["jpeg", "png", "gif", "webp"];

/** The per-field rules of admin.md §5 and §9. */
export const UPLOAD_ACCEPT = {
  /** Subcategory main image, gallery item: JPEG, PNG, GIF or PDF. */
  mainImage: { images: ["jpeg", "png", "gif"], pdf: true },
  /** Subcategory sub-images: JPEG, PNG or GIF. */
  subImage: { images: ["jpeg", "png", "gif"], pdf: false },
  /** Brochure cover, sliders, logos and other plain images: any image the site can store. */
  anyImage: { images: "any", pdf: false },
  /** Brochure and certificate files. */
  pdfOnly: { images: [], pdf: true },
} as const satisfies Record<string, UploadAccept>;

/** True when a detected type is allowed by the field's rule. */
export function isAccepted(accept: UploadAccept, type: DetectedType): boolean {
  if (type.kind === "pdf") return accept.pdf;
  if (!STORABLE_IMAGE_FORMATS.includes(type.format)) return false;
  return accept.images === "any" || accept.images.includes(type.format);
}

const LABELS: Record<ImageFormat, string> = {
  jpeg: "JPEG",
  png: "PNG",
  gif: "GIF",
  webp: "WebP",
  bmp: "BMP",
  ico: "ICO",
};

/** Default refusal text naming what the field accepts, e.g. "Only JPEG, PNG, GIF or PDF files are allowed." */
export function describeAccept(accept: UploadAccept): string {
  const formats = accept.images === "any" ? STORABLE_IMAGE_FORMATS : accept.images;
  const names = formats.filter((f) => STORABLE_IMAGE_FORMATS.includes(f)).map((f) => LABELS[f]);
  if (accept.pdf) names.push("PDF");
  return names.length === 0 ? UPLOAD_TEXT.noTypeAllowed : UPLOAD_TEXT.onlyTypes(names);
}

/** The media types a field accepts, e.g. `["image/jpeg", "image/png", "application/pdf"]` (the API document names them). */
export function acceptedMediaTypes(accept: UploadAccept): string[] {
  const formats = accept.images === "any" ? STORABLE_IMAGE_FORMATS : accept.images.filter((format) => STORABLE_IMAGE_FORMATS.includes(format));
  return [...formats.map((format) => IMAGE_TYPES[format].mime), ...(accept.pdf ? ["application/pdf"] : [])];
}
