/** Why an upload was refused. Callers map every code to a 400 with the field's message. */
export type UploadErrorCode = "too_large" | "bad_type" | "corrupt" | "active_content";

/**
 * Thrown by storeUpload when a file is refused. Nothing has been written when it is thrown,
 * so callers only have to turn it into a response.
 */
export class UploadError extends Error {
  readonly code: UploadErrorCode;
  /** HTTP status callers should answer with: every refusal is the client's fault. */
  readonly status = 400;

  constructor(code: UploadErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "UploadError";
    this.code = code;
  }
}
