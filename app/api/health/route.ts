export const dynamic = "force-dynamic";

/**
 * Liveness: the process runs and answers. No database or store call, so a restart decision
 * never hangs on a dependency; `/api/ready` says whether this instance can serve.
 */
export function GET() {
  return Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
}
