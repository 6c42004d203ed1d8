import type { ErrorCode } from "@/lib/http/error-code";

/**
 * A failed call, carrying the server's `code`, `message`, `error` and per-field `details`
 * (contract §4). Screens branch on `code`; the texts are only shown. A network failure has no code.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code?: ErrorCode;
  readonly error?: string;
  readonly details?: Record<string, string>;

  constructor(status: number, message: string, extra: { code?: ErrorCode; error?: string; details?: Record<string, string> } = {}) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = extra.code;
    this.error = extra.error;
    this.details = extra.details;
  }
}

/**
 * The text to show for a failure: the server's message, else its first detail, else its
 * error field, else the screen's fallback (admin.md §8 prefers the server's words).
 */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const detail = error.details ? Object.values(error.details)[0] : undefined;
    return error.message || detail || error.error || fallback;
  }
  return fallback;
}
