import { errorCodeFor, type ErrorCode, type ErrorStatus } from "./error-code";
import { HTTP_TEXT } from "./http-texts";

/** The one error type handlers throw; `errorResponse` maps it to the contract's failure envelope. */
export class HttpError extends Error {
  /** The envelope's `code`: the status's own unless the thrower names a more specific one. */
  readonly code: ErrorCode;

  constructor(
    readonly status: ErrorStatus,
    message: string,
    readonly details?: Record<string, string>,
    readonly headers?: Record<string, string>,
    code?: ErrorCode,
  ) {
    super(message);
    this.name = "HttpError";
    this.code = code ?? errorCodeFor(status);
  }
}

const retryAfter = (seconds: number) => ({ "Retry-After": String(Math.max(1, Math.ceil(seconds))) });

/** A malformed request; with `details` naming the fields at fault it is an `invalid_field`. */
export const badRequest = (message: string, details?: Record<string, string>) =>
  new HttpError(400, message, details, undefined, details ? "invalid_field" : "validation_failed");
/** Named fields missing or invalid: the first one's text is the message (contract §4). */
export const invalidFields = (details: Record<string, string>) => badRequest(Object.values(details)[0] ?? HTTP_TEXT.invalidRequest, details);
/** A create beyond the collection's maximum (contract §5), with the specification's limit text. */
export const limitReached = (message: string) => new HttpError(400, message, undefined, undefined, "limit_reached");
export const unauthorized = (message: string = HTTP_TEXT.invalidToken) => new HttpError(401, message);
export const forbidden = (message: string, code: "forbidden" | "cross_site_refused" | "password_change_required" | "two_factor_setup_required" = "forbidden") =>
  new HttpError(403, message, undefined, undefined, code);
export const notFound = (message: string = HTTP_TEXT.notFound) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const payloadTooLarge = (message: string) => new HttpError(413, message);
export const unsupportedMediaType = (message: string) => new HttpError(415, message);
export const tooManyRequests = (retryAfterSeconds: number, message: string = HTTP_TEXT.tooManyAttempts) =>
  new HttpError(429, message, undefined, retryAfter(retryAfterSeconds));
export const serviceUnavailable = (retryAfterSeconds: number, message: string = HTTP_TEXT.busy) =>
  new HttpError(503, message, undefined, retryAfter(retryAfterSeconds));
