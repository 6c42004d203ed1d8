import type { ErrorCode, ErrorStatus } from "@/lib/http/error-code";
import { HttpError } from "@/lib/http/http-error";

/** Why an upload was refused. */
export type UploadRefusal = "too_large" | "bad_type" | "corrupt" | "active_content";

/**
 * The status and code of each refusal: a file over its size limit is 413, one of a type the
 * field does not take 415, and one that is damaged or carries active content (the right type,
 * refused for what is inside) 400. The message is the field's own text whatever the status.
 */
const ANSWER: Record<UploadRefusal, { status: ErrorStatus; code: ErrorCode }> = {
  too_large: { status: 413, code: "file_too_large" },
  bad_type: { status: 415, code: "unsupported_file_type" },
  corrupt: { status: 400, code: "validation_failed" },
  active_content: { status: 400, code: "validation_failed" },
};

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
    super(ANSWER[reason].status, message, undefined, undefined, ANSWER[reason].code);
    this.name = "UploadError";
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}
