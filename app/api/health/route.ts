import { databaseHealth } from "@/lib/db/database-health";
import { storageHealth } from "@/lib/uploads/storage-health";

export const dynamic = "force-dynamic";

export async function GET() {
  const [database, storage] = await Promise.all([databaseHealth(), storageHealth()]);
  // Which database runs is for the server log, not for anyone probing the site. A database
  // fault is reported first; a store fault fails the check with its own message.
  const fault = database.status === "error" ? database : storage.status === "error" ? storage : null;
  const health = fault ? { status: "error", message: fault.message } : { status: "ok" };
  return Response.json(health, { status: fault ? 503 : 200, headers: { "Cache-Control": "no-store" } });
}
