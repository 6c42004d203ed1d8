// One import path for content types; the route imports serve-upload directly.
export { UPLOAD_ACCEPT, STORABLE_IMAGE_FORMATS, describeAccept, isAccepted, type UploadAccept } from "./accept";
export { UPLOAD_URL_PREFIX, uploadDir } from "./config";
export { detectType, type DetectedType, type ImageFormat } from "./detect-type";
export { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE, MAX_PDF_BYTES } from "./limits";
export { moveUploads } from "./move-uploads";
export { removeUpload, removeUploads } from "./remove-file";
export { serveUpload, uploadNotFound } from "./serve-upload";
export { storeUpload, type StoreUploadOptions, type StoredUpload } from "./store-file";
export { TRASH_PREFIX, type Place, type Storage, type StoredObject } from "./storage";
export { storageHealth, type StorageHealth } from "./storage-health";
export { uploadKey, uploadKeyFromUrl } from "./upload-key";
export { uploadStorage } from "./upload-storage";
export { UploadError, type UploadRefusal } from "./upload-error";
