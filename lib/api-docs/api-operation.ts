import { MAX_INT4 } from "@/lib/http/record-id";
import type { JsonSchema } from "./json-schema";

export type Method = "get" | "head" | "post" | "put" | "patch" | "delete";

export interface Parameter {
  name: string;
  in: "query" | "path";
  description: string;
  required?: boolean;
  schema: JsonSchema;
}

export interface RequestBody {
  contentType: "application/json" | "multipart/form-data";
  schema: JsonSchema;
  /** Multipart only: each file part's accepted media types. */
  encoding?: Record<string, { contentType: string }>;
}

export interface SuccessResponse {
  description: string;
  /** By media type; absent for an answer without a body. */
  content?: Record<string, JsonSchema>;
}

/**
 * One documented operation, the unit the document is built from: adding a route's
 * documentation is adding one of these (see operations.ts).
 */
export interface ApiOperation {
  method: Method;
  /** The path as a client calls it, dynamic segments as `{name}`. */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  /** Needs the admin token: in the header, or (`header-or-body`) also as `token` in the JSON body. */
  auth?: "header" | "header-or-body";
  /** Needs another secret than the admin token (its refusals are the operation's own responses). */
  secret?: "metricsToken";
  /** Counted against a rate limit (429 with Retry-After). */
  rateLimited?: boolean;
  query?: Parameter[];
  /** Path parameters other than a record `{id}`, which every operation shares. */
  pathParameters?: Record<string, Omit<Parameter, "name" | "in" | "required">>;
  body?: RequestBody;
  /** The successful answers, by status. */
  responses: Record<number, SuccessResponse>;
  /** Failure statuses beyond those the traits above imply (see failureStatuses). */
  failures?: number[];
}

export const RECORD_ID: JsonSchema = { type: "integer", minimum: 1, maximum: MAX_INT4 };

const WRITES: readonly Method[] = ["post", "put", "patch", "delete"];

/** The `{name}`s of a path, in order. */
export function pathNames(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
}

/**
 * The failures an operation can answer, from what it does: every one can fail (500); a write
 * from another site is refused (403); a token is checked (401, 403); a body is capped, typed and
 * validated (400, 413, 415); an id is checked and looked up (400, 404); a limit is counted (429).
 */
export function failureStatuses(op: ApiOperation): number[] {
  const statuses = new Set([500, ...(op.failures ?? [])]);
  const add = (...more: number[]) => more.forEach((status) => statuses.add(status));
  if (WRITES.includes(op.method)) add(403);
  if (op.auth) add(401, 403);
  if (op.body) add(400, 413, 415);
  if (pathNames(op.path).includes("id")) add(400, 404);
  if (op.rateLimited) add(429);
  return [...statuses].sort((a, b) => a - b);
}
