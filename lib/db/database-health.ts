import { config } from "@/lib/config/config";
import { databaseHandle } from "./index";
import { readMigrations } from "./migrate";
import { logger } from "@/lib/log/logger";

export type DatabaseHealth =
  | { status: "ok"; database: "postgres" | "pglite" }
  | { status: "error"; database: "postgres" | "pglite"; message: string };

// The committed migrations ship with the build: read once per process.
let shipped: string[] | undefined;

/** Runs a real query and checks every shipped migration is applied; never throws. */
export async function databaseHealth(): Promise<DatabaseHealth> {
  const kind = config().database.kind;
  let handle;
  try {
    handle = await databaseHandle();
    const applied = await handle.prisma.$queryRaw<Array<{ migration_name: string }>>`
      SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`;
    shipped ??= readMigrations().map((migration) => migration.name);
    const done = new Set(applied.map((row) => row.migration_name));
    const pending = shipped.filter((name) => !done.has(name));
    if (pending.length > 0) {
      logger().error({ pending }, "[ready] database migrations not applied");
      return { status: "error", database: handle.kind, message: "Database migrations pending" };
    }
    return { status: "ok", database: handle.kind };
  } catch (error) {
    logger().error({ err: error }, "[ready] database check failed");
    return { status: "error", database: kind, message: "Database unreachable" };
  }
}
