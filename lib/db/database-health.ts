import { config } from "@/lib/config/config";
import { databaseHandle } from "./index";
import { logger } from "@/lib/log/logger";

export type DatabaseHealth =
  | { status: "ok"; database: "postgres" | "pglite" }
  | { status: "error"; database: "postgres" | "pglite"; message: string };

/** Runs a real query; never throws. */
export async function databaseHealth(): Promise<DatabaseHealth> {
  const kind = config().database.kind;
  try {
    const handle = await databaseHandle();
    await handle.prisma.$queryRaw`SELECT 1`;
    return { status: "ok", database: handle.kind };
  } catch (error) {
    logger().error({ err: error }, "[health] database check failed");
    return { status: "error", database: kind, message: "Database unreachable" };
  }
}
