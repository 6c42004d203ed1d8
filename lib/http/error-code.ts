/**
 * The machine-readable `code` of every failure envelope: stable words a client branches on, so
 * none has to compare statuses or human texts (which the specification may reword). One table:
 * the OpenAPI document lists it, the tests prove each code is produced with its status.
 */
export const ERROR_CODES = {
  validation_failed: { status: 400, description: "The request is malformed (an unreadable body, an invalid id or address)." },
  invalid_field: { status: 400, description: "A named field is missing or invalid; `details` names it." },
  limit_reached: { status: 400, description: "The collection already holds its maximum number of records." },
  unsupported_file_type: { status: 415, description: "An uploaded file is not of a type its field takes." },
  file_too_large: { status: 413, description: "An uploaded file is larger than its field allows." },
  challenge_failed: { status: 400, description: "The proof-of-work solution is missing, forged, expired or used." },
  unauthorized: { status: 401, description: "No valid token, or wrong credentials." },
  two_factor_required: { status: 401, description: "The account has two factors on: send `otp` too (a current TOTP code or an unused recovery code); a wrong or used one gets this answer again." },
  preview_link_invalid: { status: 401, description: "The preview link is not one this site signed (altered, or another kind of token)." },
  preview_link_expired: { status: 401, description: "The preview link is older than its 10 minutes: ask for a new one." },
  invite_invalid: { status: 400, description: "The invite link is unknown, expired or already used: an owner must send a new one." },
  forbidden: { status: 403, description: "The token is valid but may not do this." },
  password_change_required: { status: 403, description: "The first password must be changed before anything else." },
  two_factor_setup_required: { status: 403, description: "Two factors are required for every account: this one must set them up before anything else." },
  cross_site_refused: { status: 403, description: "A state-changing request came from another site." },
  not_found: { status: 404, description: "No such record or address." },
  method_not_allowed: { status: 405, description: "The address does not answer this method." },
  conflict: { status: 409, description: "The request clashes with the current state (a value in use, a record still referred to)." },
  last_owner: { status: 409, description: "The change would leave no enabled owner: make another account an owner first." },
  payload_too_large: { status: 413, description: "The request body is larger than allowed." },
  unsupported_media_type: { status: 415, description: "The request body is not of an accepted content type." },
  rate_limited: { status: 429, description: "Too many requests: wait for `Retry-After` seconds." },
  internal_error: { status: 500, description: "An unexpected failure; `requestId` names it in the server's log." },
  bad_gateway: { status: 502, description: "An upstream service failed: a fetched address, or the mail server." },
  service_unavailable: { status: 503, description: "The server is busy or a dependency is down: retry after `Retry-After`." },
} as const satisfies Record<string, { status: number; description: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

/** The code of each status a failure may have, unless its thrower names a more specific one. */
const BY_STATUS = {
  400: "validation_failed",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  405: "method_not_allowed",
  409: "conflict",
  413: "payload_too_large",
  415: "unsupported_media_type",
  429: "rate_limited",
  500: "internal_error",
  502: "bad_gateway",
  503: "service_unavailable",
} as const satisfies Record<number, ErrorCode>;

/** Every status the server fails with. */
export type ErrorStatus = keyof typeof BY_STATUS;

/** The code a failure of this status carries; none for a status the server never answers (a proxy's). */
export function errorCodeFor(status: ErrorStatus): ErrorCode;
export function errorCodeFor(status: number): ErrorCode | undefined;
export function errorCodeFor(status: number): ErrorCode | undefined {
  return (BY_STATUS as Record<number, ErrorCode>)[status];
}
