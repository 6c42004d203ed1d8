import { errorCodeFor, type ErrorCode } from "./error-code";

/** The one error type handlers throw; `errorResponse` maps it to the contract's failure envelope. */
export class HttpError extends Error {
  /** The envelope's `code`: the status's own unless the thrower names a more specific one. */
  readonly code: ErrorCode;

  constructor(
    readonly status: number,
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

export const badRequest = (message: string, details?: Record<string, string>) => new HttpError(400, message, details);
export const unauthorized = (message = "Invalid or expired token. Please log in again.") => new HttpError(401, message);
export const notFound = (message = "Not found") => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (retryAfterSeconds: number, message = "Too many attempts. Please try again later.") =>
  new HttpError(429, message, undefined, { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) });
export const forbidden = (message: string) => new HttpError(403, message);
export const payloadTooLarge = (message: string) => new HttpError(413, message);
export const unsupportedMediaType = (message: string) => new HttpError(415, message);
export const serviceUnavailable = (retryAfterSeconds: number, message = "The server is busy. Please try again in a moment.") =>
  new HttpError(503, message, undefined, { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) });
