import type http from "node:http";
import { metrics } from "./metrics";

// Labels are bounded: a stranger's made-up method or path must not add a series per request.
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/**
 * Counts a request whose answer has ended (or whose connection closed first), and its duration,
 * under the route pattern that answered it, with the response cache's verdict.
 */
export function recordRequest(req: http.IncomingMessage, res: http.ServerResponse, route: string, seconds: number, cache = res.getHeader("x-cache")): void {
  const { httpRequests, httpDuration, pageCacheLookups } = metrics();
  const labels = { route, method: METHODS.has(req.method ?? "") ? req.method! : "OTHER", status: String(res.statusCode) };
  httpRequests.inc(labels);
  httpDuration.observe(labels, seconds);
  if (cache === "HIT" || cache === "MISS") pageCacheLookups.inc({ result: cache.toLowerCase() });
}
