/**
 * The machine-readable `code` of every failure envelope: stable words a client branches on, so
 * none has to compare statuses or human texts (which the specification may reword).
 */
export type ErrorCode =
  | "validation_failed"
  | "unauthorized"
  | "forbidden"
  | "password_change_required"
  | "not_found"
  | "method_not_allowed"
  | "conflict"
  | "payload_too_large"
  | "unsupported_media_type"
  | "rate_limited"
  | "internal_error"
  | "bad_gateway"
  | "service_unavailable"
  | "request_failed";

const BY_STATUS: Record<number, ErrorCode> = {
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
};

/** The code a failure of this status carries unless its error names a more specific one. */
export function errorCodeFor(status: number): ErrorCode {
  return BY_STATUS[status] ?? (status >= 500 ? "internal_error" : "request_failed");
}
