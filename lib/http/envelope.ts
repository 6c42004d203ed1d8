import { ZodError } from "zod";
import { HttpError } from "./http-error";
import { UploadError } from "@/lib/uploads/upload-error";

const GENERIC_ERROR = "Something went wrong. Please try again later.";

/** A successful write: `{success: true, message, data}` (contract §4). */
export function ok(message: string, data?: unknown, status = 200, headers?: HeadersInit): Response {
  return Response.json({ success: true, message, data }, { status, headers });
}

/** Every failure: `{success: false, message, error}` with the same text in both fields. */
export function fail(status: number, message: string, extra?: { details?: Record<string, string>; headers?: HeadersInit }): Response {
  const body: Record<string, unknown> = { success: false, message, error: message };
  if (extra?.details) body.details = extra.details;
  return Response.json(body, { status, headers: extra?.headers });
}

export function zodDetails(error: ZodError): Record<string, string> {
  const details: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join(".") || "body";
    details[field] ??= issue.message;
  }
  return details;
}

/** Maps anything thrown by a handler to a response; unknown errors never reach the client. */
export function errorResponse(error: unknown): Response {
  if (error instanceof HttpError) {
    return fail(error.status, error.message, { details: error.details, headers: error.headers });
  }
  if (error instanceof ZodError) {
    const details = zodDetails(error);
    return fail(400, Object.values(details)[0] ?? "Invalid request.", { details });
  }
  if (error instanceof UploadError) {
    return fail(400, error.message);
  }
  console.error("[server error]", error);
  return fail(500, GENERIC_ERROR);
}
