import { randomUUID } from "node:crypto";
import type http from "node:http";
import type { Logger } from "pino";
import { logAccess } from "./access-log";
import { requestContext } from "./request-context";

/**
 * The one header of a request's id: read from a trusted proxy, answered to the client, and set
 * on the request for the code Next runs (the page cache's render notes are keyed by it).
 */
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

// The ids of the requests in progress in this process.
const live = new Set<string>();

/** `requestIdFor`, never the id of a request in progress (a proxy's retry, a proxy's fault). */
export function unusedRequestId(incoming: string | string[] | undefined, fromTrustedProxy: boolean): string {
  const proposed = requestIdFor(incoming, fromTrustedProxy);
  return live.has(proposed) ? randomUUID() : proposed;
}

export interface StartedRequest {
  requestId: string;
  /**
   * Runs what answers the request with its id in context (log lines, error envelopes, renders).
   * The id stays taken until that has settled, as well as the answer closed: a render may
   * outlive its connection.
   */
  run<T>(work: () => Promise<T>): Promise<T>;
}

/**
 * Gives a request its one id, used by the access line, the `X-Request-Id` answer, every line
 * logged while it runs and the page cache's bookkeeping. A proxy's id that a request in
 * progress already has (a retry, a proxy's fault) is replaced by a UUID: two requests must never
 * share the render notes keyed by it.
 */
export function startRequest(
  log: Logger,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  from: { client: string; trustedProxy: boolean; onEnd?: (seconds: number) => void },
): StartedRequest {
  const requestId = unusedRequestId(req.headers[REQUEST_ID_HEADER], from.trustedProxy);
  live.add(requestId);
  let holders = 1;
  const release = () => {
    holders -= 1;
    if (holders === 0) live.delete(requestId);
  };
  // A client's copy of the header is replaced: the code Next runs may believe it.
  req.headers[REQUEST_ID_HEADER] = requestId;
  res.setHeader(REQUEST_ID_HEADER, requestId);
  // When the answer closes: the access line, then the id's release and the caller's bookkeeping.
  logAccess(log, req, res, { requestId, client: from.client }, (seconds) => {
    release();
    from.onEnd?.(seconds);
  });
  return {
    requestId,
    run(work) {
      holders += 1;
      return requestContext().run({ requestId }, work).finally(release);
    },
  };
}
