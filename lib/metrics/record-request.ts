import type http from "node:http";
import { performance } from "node:perf_hooks";
import { metrics } from "./metrics";

// Labels are bounded: a stranger's made-up method or path must not add a series per request.
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/**
 * Counts the request and its duration when its answer ends (or the connection closes first),
 * under the route pattern `route` names once the answer is known, and the response cache's verdict.
 */
export function recordRequest(req: http.IncomingMessage, res: http.ServerResponse, route: () => string): void {
  const started = performance.now();
  res.once("close", () => {
    const { httpRequests, httpDuration, pageCacheLookups } = metrics();
    const labels = { route: route(), method: METHODS.has(req.method ?? "") ? req.method! : "OTHER", status: String(res.statusCode) };
    httpRequests.inc(labels);
    httpDuration.observe(labels, (performance.now() - started) / 1000);
    const cache = res.getHeader("x-cache");
    if (cache === "HIT" || cache === "MISS") pageCacheLookups.inc({ result: cache.toLowerCase() });
  });
}
