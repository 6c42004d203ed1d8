import { HttpError } from "@/lib/http/http-error";

/** Why an upload was refused. */
export type UploadRefusal = "too_large" | "bad_type" | "corrupt" | "active_content";

/**
 * The status of each refusal: a file over its size limit is 413, one of a type the field does
 * not take 415, and one that is damaged or carries active content (the right type, refused for
 * what is inside) 400. The message is the field's own text whatever the status.
 */
const STATUS: Record<UploadRefusal, number> = { too_large: 413, bad_type: 415, corrupt: 400, active_content: 400 };

/**
 * Thrown by storeUpload when a file is refused. Nothing has been written when it is thrown,
 * so callers only have to let it reach the route wrapper, which answers with its status.
 */
export class UploadError extends HttpError {
  constructor(
    readonly reason: UploadRefusal,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(STATUS[reason], message);
    this.name = "UploadError";
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}
