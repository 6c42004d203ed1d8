// One import path for content types; the route imports serve-upload directly.
export { UPLOAD_ACCEPT, STORABLE_IMAGE_FORMATS, describeAccept, isAccepted, type UploadAccept } from "./accept";
export { UPLOAD_URL_PREFIX, uploadDir } from "./config";
export { detectType, type DetectedType, type ImageFormat } from "./detect-type";
export { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE, MAX_PDF_BYTES } from "./limits";
export { removeUpload, removeUploads } from "./remove-file";
export { confineToUploadDir, resolveUploadPath, uploadPathFromUrl } from "./resolve-path";
export { serveUpload, uploadNotFound } from "./serve-upload";
export { storeUpload, type StoreUploadOptions, type StoredUpload } from "./store-file";
export { UploadError, type UploadErrorCode } from "./upload-error";
