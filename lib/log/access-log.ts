import type http from "node:http";
import { performance } from "node:perf_hooks";
import type { Logger } from "pino";

/**
 * Writes one access line when the answer is finished or the connection closes first: method,
 * path (without its query, which may carry tokens), status, duration, request id, client
 * address, and whether the response cache answered.
 */
export function logAccess(log: Logger, req: http.IncomingMessage, res: http.ServerResponse, details: { requestId: string; client: string }): void {
  const started = performance.now();
  res.once("close", () => {
    const cache = res.getHeader("x-cache");
    log.info(
      {
        requestId: details.requestId,
        method: req.method,
        path: (req.url ?? "/").split("?")[0],
        status: res.statusCode,
        ms: Math.round((performance.now() - started) * 10) / 10,
        client: details.client,
        ...(cache ? { cache: String(cache) } : {}),
        ...(res.writableFinished ? {} : { aborted: true }),
      },
      "request",
    );
  });
}
