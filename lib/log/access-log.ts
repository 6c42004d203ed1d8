import type http from "node:http";
import { performance } from "node:perf_hooks";
import type { Logger } from "pino";

/**
 * Writes one access line when the answer is finished or the connection closes first: method,
 * path (without its query, which may carry tokens), status, duration, request id, client
 * address, and whether the response cache answered. `onEnd` runs in the same listener (the
 * request's other bookkeeping), so an answer carries one of ours, not one per concern: Next
 * adds several of its own and Node warns past ten.
 */
export function logAccess(
  log: Logger,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  details: { requestId: string; client: string },
  onEnd?: (seconds: number) => void,
): void {
  const started = performance.now();
  res.once("close", () => {
    const seconds = (performance.now() - started) / 1000;
    const cache = res.getHeader("x-cache");
    writeAccessLine(log, req, res.statusCode, seconds, details, cache ? String(cache) : undefined, !res.writableFinished);
    onEnd?.(seconds);
  });
}

/** The access line itself (the response cache's hits write theirs as they send, with no listener). */
export function writeAccessLine(
  log: Logger,
  req: http.IncomingMessage,
  status: number,
  seconds: number,
  details: { requestId: string; client: string },
  cache: string | undefined,
  aborted = false,
): void {
  // A hit costs a few microseconds: the line is not even built when it would not be written.
  if (!log.isLevelEnabled("info")) return;
  log.info(
    {
      requestId: details.requestId,
      method: req.method,
      path: (req.url ?? "/").split("?")[0],
      status,
      ms: Math.round(seconds * 10_000) / 10,
      client: details.client,
      ...(cache ? { cache } : {}),
      ...(aborted ? { aborted: true } : {}),
    },
    "request",
  );
}
