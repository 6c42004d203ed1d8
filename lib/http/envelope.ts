import { ZodError } from "zod";
import { prismaErrorKind, type PrismaErrorKind } from "@/lib/db/prisma-error-kind";
import { firstIssueByField } from "@/lib/forms/first-issue-by-field";
import { logger } from "@/lib/log/logger";
import { currentRequestId } from "@/lib/log/request-context";
import { errorCodeFor, type ErrorCode, type ErrorStatus } from "./error-code";
import { conflict, HttpError, invalidFields, notFound } from "./http-error";
import { HTTP_TEXT } from "./http-texts";

/**
 * A database refusal no caller turned into its own answer (a record deleted between a check and
 * the write, a value taken meanwhile): still the client's problem, never a 500.
 */
const DATABASE_REFUSALS: Record<PrismaErrorKind, () => HttpError> = {
  not_found: () => notFound(),
  unique: () => conflict(HTTP_TEXT.valueInUse),
  foreign_key: () => conflict(HTTP_TEXT.recordInUse),
};

/** A successful write: `{success: true, message, data}` (contract §4). */
export function ok(message: string, data?: unknown, status = 200, headers?: HeadersInit): Response {
  return Response.json({ success: true, message, data }, { status, headers });
}

/**
 * Every failure: `{success: false, code, message, error}` with the same text in both text fields
 * and a machine-readable `code` (the status's own unless a more specific one is given).
 */
export function fail(status: ErrorStatus, message: string, extra?: { details?: Record<string, string>; headers?: HeadersInit; code?: ErrorCode }): Response {
  return Response.json(failureBody(status, message, extra), { status, headers: extra?.headers });
}

/** The body of `fail`, for the start-up server, which answers some requests before any route runs. */
export function failureBody(status: ErrorStatus, message: string, extra?: { details?: Record<string, string>; code?: ErrorCode }): Record<string, unknown> {
  const body: Record<string, unknown> = { success: false, code: extra?.code ?? errorCodeFor(status), message, error: message };
  if (extra?.details) body.details = extra.details;
  return body;
}

/** Maps anything thrown by a handler to a response; unknown errors never reach the client. */
export function errorResponse(error: unknown): Response {
  const known = error instanceof HttpError ? error : error instanceof ZodError ? invalidFields(firstIssueByField(error.issues)) : databaseRefusal(error);
  if (known) return fail(known.status, known.message, { details: known.details, headers: known.headers, code: known.code });
  const requestId = currentRequestId();
  logger().error({ err: error, requestId }, "[server error]");
  return Response.json(serverErrorBody(requestId), { status: 500 });
}

function databaseRefusal(error: unknown): HttpError | undefined {
  const kind = prismaErrorKind(error);
  return kind ? DATABASE_REFUSALS[kind]() : undefined;
}

/** The envelope of an unexpected failure: no detail, only the request id a report can quote. */
export function serverErrorBody(requestId: string | undefined) {
  const code: ErrorCode = "internal_error";
  return { success: false, code, message: HTTP_TEXT.generic, error: HTTP_TEXT.generic, ...(requestId ? { requestId } : {}) };
}
