import { ERROR_CODES, type ErrorCode } from "@/lib/http/error-code";
import type { JsonSchema } from "./json-schema";

/** Where the shared parts of the document live. */
export const ref = (kind: "schemas" | "responses", name: string): JsonSchema => ({ $ref: `#/components/${kind}/${name}` });

/** `Failure<status>`: the documented failure answer of one status. */
export const failureResponseName = (status: number) => `Failure${status}`;

/** The admin token's two forms; `metricsToken` is another secret, for `GET /metrics` only. */
const ADMIN_TOKEN_SCHEMES = {
  bearerToken: {
    type: "http",
    scheme: "bearer",
    bearerFormat: "JWT",
    description: "The token `POST /logAdmin` answers, as `Authorization: Bearer <token>`. Valid for 8 hours unless the server is configured otherwise; `POST /logout` revokes it.",
  },
  rawToken: {
    type: "apiKey",
    in: "header",
    name: "Authorization",
    description: "The same token as the bare value of the header, `Authorization: <token>` (the back office sends both forms).",
  },
} as const;

export const SECURITY_SCHEMES = {
  ...ADMIN_TOKEN_SCHEMES,
  metricsToken: {
    type: "http",
    scheme: "bearer",
    description: "`GET /metrics` only: the server's `METRICS_TOKEN` (not an admin token), as `Authorization: Bearer <METRICS_TOKEN>`.",
  },
} as const;

/** Either way of sending the admin token satisfies a protected operation. */
export const TOKEN_SECURITY = Object.keys(ADMIN_TOKEN_SCHEMES).map((name) => ({ [name]: [] as string[] }));

/** Every code of the failure table with its status, for `code`'s description. */
function codeTable(codes: ErrorCode[]): string {
  return codes.map((code) => `- \`${code}\` (${ERROR_CODES[code].status}): ${ERROR_CODES[code].description}`).join("\n");
}

const CODES = Object.keys(ERROR_CODES) as ErrorCode[];

const codesOf = (status: number) => CODES.filter((code) => ERROR_CODES[code].status === status);

/** The statuses a failure can have: those of the error-code table. */
export const FAILURE_STATUSES = [...new Set(CODES.map((code) => ERROR_CODES[code].status))].sort((a, b) => a - b);

const RETRY_AFTER = { "Retry-After": { description: "Seconds to wait before trying again.", schema: { type: "integer", minimum: 0 } } };

export const ENVELOPE_SCHEMAS: Record<string, JsonSchema> = {
  ErrorCode: {
    type: "string",
    enum: CODES,
    description: `The machine-readable reason of a failure; branch on it, never on the status or the text.\n\n${codeTable(CODES)}`,
  },
  Failure: {
    type: "object",
    description: "Every failure: the same human text in `message` and `error` (screens read one or the other).",
    properties: {
      success: { const: false },
      code: ref("schemas", "ErrorCode"),
      message: { type: "string" },
      error: { type: "string" },
      details: { type: "object", additionalProperties: { type: "string" }, description: "A refused field's name and its text, for every refused field (400 only)." },
      requestId: { type: "string", description: "The id of the request in the server's log (500 only)." },
    },
    required: ["success", "code", "message", "error"],
  },
  Success: {
    type: "object",
    description: "A successful write: the specification's success text and, where there is one, the saved record.",
    properties: { success: { const: true }, message: { type: "string" }, data: {} },
    required: ["success", "message"],
  },
};

/** One failure answer per status, its `code` narrowed to that status's codes. */
export const FAILURE_RESPONSES: Record<string, JsonSchema> = Object.fromEntries(
  FAILURE_STATUSES.map((status) => {
    const codes = codesOf(status);
    const schema = { allOf: [ref("schemas", "Failure"), { properties: { code: { enum: codes } } }] };
    const retry = status === 429 || status === 503;
    return [
      failureResponseName(status),
      { description: `Failure, with one of these codes:\n\n${codeTable(codes)}`, content: { "application/json": { schema } }, ...(retry ? { headers: RETRY_AFTER } : {}) },
    ];
  }),
);

/** `{success: true, message, data}` with `data` of the given schema (none: no `data`). */
export function successEnvelope(data?: JsonSchema): JsonSchema {
  return data ? { allOf: [ref("schemas", "Success"), { properties: { data }, required: ["data"] }] } : ref("schemas", "Success");
}
