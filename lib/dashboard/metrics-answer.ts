import { createHash, timingSafeEqual } from "node:crypto";
import { config } from "@/lib/config/config";
import { countLeads } from "@/lib/leads/lead-service";
import { metrics } from "@/lib/metrics/metrics";

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Compares digests, so neither the token's length nor its bytes leak through timing. */
function bearerMatches(header: string | null, token: string): boolean {
  const given = /^Bearer\s+(\S+)$/i.exec(header ?? "")?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

/** Stored leads by kind and pipeline status (every status reported, 0 included): the Leads screen's one count query. */
async function leadsByKindAndStatus() {
  const { kinds } = await countLeads();
  return Object.entries(kinds).flatMap(([kind, statuses]) => Object.entries(statuses).map(([status, count]) => ({ kind, status, count })));
}

/**
 * `GET /metrics`: this instance's metrics in Prometheus text format, to `Authorization: Bearer
 * $METRICS_TOKEN` only. Without METRICS_TOKEN the address does not exist (404), so an instance
 * nobody monitors shows nothing.
 */
export async function metricsAnswer(request: Request): Promise<Response> {
  const token = config().metricsToken;
  if (!token) return new Response("Not Found\n", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
  if (!bearerMatches(request.headers.get("authorization"), token)) {
    return new Response("Unauthorized\n", { status: 401, headers: { "content-type": "text/plain; charset=utf-8", "www-authenticate": 'Bearer realm="metrics"' } });
  }
  const { registry, leadCounts } = metrics();
  leadCounts.read ??= leadsByKindAndStatus;
  return new Response(await registry.metrics(), { headers: { "content-type": registry.contentType, "cache-control": "no-store" } });
}
