import { databaseHealth } from "@/lib/db/database-health";
import { storageHealth } from "@/lib/uploads/storage-health";

export const dynamic = "force-dynamic";

export async function GET() {
  const [database, storage] = await Promise.all([databaseHealth(), storageHealth()]);
  // A database fault is reported first; a store fault fails the check with its own message.
  const health = database.status === "ok" && storage.status === "error" ? { ...database, status: "error" as const, message: storage.message } : database;
  return Response.json(health, { status: health.status === "ok" ? 200 : 503, headers: { "Cache-Control": "no-store" } });
}
