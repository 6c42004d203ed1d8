import { randomBytes } from "node:crypto";
import sharp from "./image-codec";
import { describeAccept, isAccepted, type UploadAccept } from "./accept";
import { UPLOAD_URL_PREFIX } from "./config";
import { detectType, type ImageFormat } from "./detect-type";
import { checkPdfActiveContent } from "./pdf-active-content";
import { largestUpload, MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE, MAX_PDF_BYTES } from "./limits";
import { notePendingUploads, type PendingLedger } from "./pending-uploads";
import { removeUploads } from "./remove-file";
import type { Place } from "./storage";
import { UploadError } from "./upload-error";
import { UPLOAD_TEXT } from "./upload-texts";
import { uploadStorage } from "./upload-storage";

export interface StoreUploadOptions {
  /** Message for a refused type: the field's own text from the specification. */
  typeMessage?: string;
  /** Keep EXIF/ICC/XMP metadata. Off by default: photos carry GPS positions and camera serials. */
  keepMetadata?: boolean;
  /** The database the file is noted pending in: the process's own unless a caller works on another. */
  ledger?: PendingLedger;
  /** Where the bytes go: served (the default), or the private place for a file only a draft will name. */
  place?: Place;
}

export interface StoredUpload {
  /** Root-relative URL to save in the record, e.g. `/uploads/2025/01/<32 hex>.jpg`. */
  url: string;
  /** Storage key of the file (the URL without `/uploads/`), e.g. `2025/01/<32 hex>.jpg`. */
  key: string;
  mime: string;
  /** Size in bytes of the stored (re-encoded) file. */
  size: number;
  kind: "image" | "pdf";
}


function acceptsImages(accept: UploadAccept): boolean {
  return accept.images === "any" || accept.images.length > 0;
}

/** The largest size any accepted kind allows, to refuse a huge upload before reading it. */
function declaredSizeCheck(size: number, accept: UploadAccept): void {
  const images = acceptsImages(accept);
  if (size <= largestUpload(accept)) return;
  const message = images && accept.pdf ? `${UPLOAD_TEXT.imageTooLarge} ${UPLOAD_TEXT.pdfTooLarge}` : images ? UPLOAD_TEXT.imageTooLarge : UPLOAD_TEXT.pdfTooLarge;
  throw new UploadError("too_large", message);
}

// PDF whitespace (ISO 32000 §7.2.2): NUL, TAB, LF, FF, CR, SPACE.
const PDF_TRAILING = /^[\0\t\n\f\r ]*$/;

/** A truncated upload loses its trailer; readers look for %%EOF in the last 1024 bytes. */
function isCompletePdf(bytes: Buffer): boolean {
  if (!/^%PDF-\d\.\d/.test(bytes.subarray(0, 8).toString("latin1"))) return false;
  const tail = bytes.subarray(Math.max(0, bytes.length - 1024)).toString("latin1");
  const at = tail.lastIndexOf("%%EOF");
  return at >= 0 && PDF_TRAILING.test(tail.slice(at + 5));
}

/**
 * Decode and re-encode through sharp: proves the file is a real image, applies EXIF
 * orientation before the orientation tag is dropped, strips metadata and caps the size.
 * The format is kept so transparency and animation survive.
 */
async function reencodeImage(bytes: Buffer, format: ImageFormat, keepMetadata: boolean): Promise<Buffer> {
  const animated = format === "gif" || format === "webp";
  try {
    let image = sharp(bytes, { animated, limitInputPixels: MAX_IMAGE_PIXELS });
    const meta = await image.metadata();
    // Magic bytes and decoder must agree; a mismatch means a forged or broken header.
    if (meta.format !== format) throw new UploadError("corrupt", UPLOAD_TEXT.imageDamaged);
    image = image
      .autoOrient()
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: "inside", withoutEnlargement: true });
    if (keepMetadata) image = image.keepMetadata();
    switch (format) {
      case "jpeg":
        return await image.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
      case "png":
        return await image.png().toBuffer();
      case "gif":
        return await image.gif().toBuffer();
      case "webp":
        return await image.webp({ quality: 82 }).toBuffer();
      default:
        // isAccepted never lets bmp/ico through (sharp has no decoder for them).
        throw new UploadError("bad_type", UPLOAD_TEXT.imageFormat);
    }
  } catch (error) {
    if (error instanceof UploadError) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new UploadError("too_large", UPLOAD_TEXT.imageTooManyPixels, { cause: error });
    }
    throw new UploadError("corrupt", UPLOAD_TEXT.imageDamaged, { cause: error });
  }
}

/** A new key `<yyyy>/<mm>/<random>.<ext>`: 128 random bits, never the client's file name. */
function newKey(ext: string, now = new Date()): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, "0");
  return `${now.getUTCFullYear()}/${month}/${randomBytes(16).toString("hex")}.${ext}`;
}

/**
 * Hands checked bytes to the configured storage (local folder or bucket), noted as pending first:
 * a crash from the first byte on leaves a row that names the file for the sweep.
 */
async function save(data: Uint8Array, ext: string, mime: string, { ledger, place }: StoreUploadOptions): Promise<{ key: string; url: string }> {
  const key = newKey(ext);
  const url = `${UPLOAD_URL_PREFIX}/${key}`;
  await notePendingUploads([url], ledger);
  try {
    await uploadStorage().put(key, data, mime, place);
  } catch (error) {
    await removeUploads([url], ledger);
    throw error;
  }
  return { key, url };
}

/**
 * Validate and store one uploaded file for a field that accepts `accept`.
 * The type comes from the bytes; images are re-encoded; PDFs are kept as sent once their
 * header and trailer check out. Throws UploadError (nothing written) when refused.
 *
 * The stored file is pending: the transaction that commits the record naming it must claim it
 * (claimPendingUploads), and a caller that gives up must remove it (removeUploads). One left
 * pending is removed by the sweep once the grace period is over.
 */
export async function storeUpload(
  file: File | Blob,
  accept: UploadAccept,
  opts: StoreUploadOptions = {},
): Promise<StoredUpload> {
  // Cheap refusal before reading the body into memory.
  declaredSizeCheck(file.size, accept);
  const bytes = Buffer.from(await file.arrayBuffer());
  const typeMessage = opts.typeMessage ?? describeAccept(accept);

  const type = detectType(bytes);
  if (!type || !isAccepted(accept, type)) throw new UploadError("bad_type", typeMessage);

  if (type.kind === "pdf") {
    if (bytes.length > MAX_PDF_BYTES) throw new UploadError("too_large", UPLOAD_TEXT.pdfTooLarge);
    if (!isCompletePdf(bytes)) throw new UploadError("corrupt", UPLOAD_TEXT.pdfDamaged);
    // A PDF is served to visitors as it was sent: one that runs script or acts on opening is refused.
    const active = checkPdfActiveContent(bytes);
    if (active === "active") throw new UploadError("active_content", UPLOAD_TEXT.pdfActiveContent);
    if (active === "uncheckable") throw new UploadError("active_content", UPLOAD_TEXT.pdfUncheckable);
    const stored = await save(bytes, type.ext, type.mime, opts);
    return { ...stored, mime: type.mime, size: bytes.length, kind: "pdf" };
  }

  if (bytes.length > MAX_IMAGE_BYTES) throw new UploadError("too_large", UPLOAD_TEXT.imageTooLarge);
  const data = await reencodeImage(bytes, type.format, opts.keepMetadata ?? false);
  const stored = await save(data, type.ext, type.mime, opts);
  return { ...stored, mime: type.mime, size: data.length, kind: "image" };
}
