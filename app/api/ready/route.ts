import { readiness } from "@/lib/bootstrap/readiness";

export const dynamic = "force-dynamic";

/** Readiness: 200 when the database (migrated) and the upload store answer, else 503 naming the part. */
export async function GET() {
  const ready = await readiness();
  return Response.json(ready, { status: ready.status === "ok" ? 200 : 503, headers: { "Cache-Control": "no-store" } });
}
