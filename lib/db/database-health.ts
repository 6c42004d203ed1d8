import { databaseConfig } from "./database-config";
import { databaseHandle } from "./index";

export type DatabaseHealth =
  | { status: "ok"; database: "postgres" | "pglite" }
  | { status: "error"; database: "postgres" | "pglite"; message: string };

/** Runs a real query; never throws. */
export async function databaseHealth(): Promise<DatabaseHealth> {
  const kind = databaseConfig().kind;
  try {
    const handle = await databaseHandle();
    await handle.prisma.$queryRaw`SELECT 1`;
    return { status: "ok", database: handle.kind };
  } catch (error) {
    console.error("[health] database check failed", error);
    return { status: "error", database: kind, message: "Database unreachable" };
  }
}
