/** The one error type handlers throw; `respond` maps it to the contract's failure envelope. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "HttpError";
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
