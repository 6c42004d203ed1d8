import { randomUUID } from "node:crypto";

export const REQUEST_ID_HEADER = "x-request-id";

// What a proxy in front may have chosen: a UUID or similar token, nothing that could forge a log line.
const ACCEPTED = /^[A-Za-z0-9][A-Za-z0-9._-]{7,63}$/;

/**
 * The id of one request: a sane one sent by a trusted proxy in front is kept (logs line up),
 * else a new UUID. A client's own is never kept: it could pose as another request in the logs.
 */
export function requestIdFor(incoming: string | string[] | undefined, fromTrustedProxy: boolean): string {
  const value = fromTrustedProxy && !Array.isArray(incoming) ? incoming : undefined;
  return value && ACCEPTED.test(value) ? value : randomUUID();
}
