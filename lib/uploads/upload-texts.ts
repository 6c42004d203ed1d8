import { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS, MAX_PDF_BYTES } from "./limits";

const MB = 1024 * 1024;

/**
 * The refusals of uploaded and served files not written by a field's definition: one sentence
 * each, in sentence case, ending with a full stop.
 */
export const UPLOAD_TEXT = {
  imageTooLarge: `Images may be at most ${MAX_IMAGE_BYTES / MB} MB.`,
  imageTooManyPixels: `Images may be at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels (width × height, e.g. 8000 × 5000).`,
  pdfTooLarge: `PDF files may be at most ${MAX_PDF_BYTES / MB} MB.`,
  pdfActiveContent: "PDF files with scripts or automatic actions (JavaScript, Launch, OpenAction) are not allowed.",
  pdfUncheckable: "This PDF could not be checked for scripts (encrypted or unusually encoded): save it again as a plain PDF.",
  pdfDamaged: "The PDF file is damaged or incomplete.",
  imageDamaged: "The image file is damaged and cannot be read.",
  imageFormat: "This image format is not supported.",
  noTypeAllowed: "No file type is allowed here.",
  onlyTypes: (names: readonly string[]) =>
    names.length === 1 ? `Only ${names[0]} files are allowed.` : `Only ${names.slice(0, -1).join(", ")} or ${names.at(-1)} files are allowed.`,
  unavailable: "The file cannot be read right now: please try again later.",
  discarded: "The upload took too long and was discarded: please try again.",
} as const;
