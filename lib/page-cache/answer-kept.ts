import type { IncomingMessage, ServerResponse } from "node:http";
import { performance } from "node:perf_hooks";
import type { Logger } from "pino";
import { writeAccessLine } from "@/lib/log/access-log";
import { REQUEST_ID_HEADER, unusedRequestId } from "@/lib/log/request-id";
import { recordRequest } from "@/lib/metrics/record-request";
import type { PageCache } from "./page-cache";
import { sendCached } from "./send-cached";

export interface KeptAnswerOptions {
  cache: PageCache;
  log: Logger;
  /** The route pattern of a URL, for the metrics. */
  routeOf: (url: string | undefined) => string;
  /** Headers every answer of the server carries (HSTS), as name/value pairs. */
  headers?: readonly string[];
  /** With DB_QUERY_COUNT_HEADER: the process's query count, sent as `X-Db-Query-Count`. */
  queryCount?: () => number;
}

/**
 * Sends a kept answer before anything else runs for the request, with the bookkeeping every
 * answer gets (its id, the access line, the metrics) done inline as it is sent: no listener, no
 * async context, no header map. A kept public list is a few hundred bytes, so these per-request
 * steps, not the bytes, are what it costs; pages and lists alike take this path. Answers false
 * when nothing kept answers the request, which then takes the full path.
 */
export function keptAnswers(options: KeptAnswerOptions): (req: IncomingMessage, res: ServerResponse, from: { client: string; trustedProxy: boolean }) => boolean {
  const { cache, log, routeOf, headers = [], queryCount } = options;
  return (req, res, from) => {
    const entry = cache.keptFor(req);
    if (!entry) return false;
    const started = performance.now();
    const requestId = unusedRequestId(req.headers[REQUEST_ID_HEADER], from.trustedProxy);
    const own = [REQUEST_ID_HEADER, requestId, ...headers];
    if (queryCount) own.push("x-db-query-count", String(queryCount()));
    sendCached(req, res, entry, "HIT", req.headers["accept-encoding"], own);
    const seconds = (performance.now() - started) / 1000;
    writeAccessLine(log, req, res.statusCode, seconds, { requestId, client: from.client }, "HIT");
    recordRequest(req, res, routeOf(req.url), seconds, "HIT");
    return true;
  };
}
