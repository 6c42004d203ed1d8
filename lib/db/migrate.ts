import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** The two statements a migration needs, implemented by both pg and PGlite. */
export interface SqlSession {
  exec(sql: string): Promise<void>;
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface MigrationFile {
  name: string;
  sql: string;
  checksum: string;
}

// Any constant works; it only has to be the same for every process of this app.
const MIGRATION_LOCK_KEY = 727_073_690;

export function migrationsDir(): string {
  return path.join(/*turbopackIgnore: true*/ process.cwd(), "prisma", "migrations");
}

export function readMigrations(dir = migrationsDir()): MigrationFile[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(dir, entry.name, "migration.sql")))
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const sql = fs.readFileSync(path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    });
}

/**
 * Applies committed migrations in order, each in its own transaction, recording them in
 * Prisma's `_prisma_migrations` table so `prisma migrate status` stays meaningful.
 * An advisory lock makes concurrent starts wait for each other instead of racing.
 * Returns the names applied by this call.
 */
export async function applyMigrations(session: SqlSession, migrations = readMigrations()): Promise<string[]> {
  await session.exec(`CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id" VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum" VARCHAR(64) NOT NULL,
    "finished_at" TIMESTAMPTZ,
    "migration_name" VARCHAR(255) NOT NULL,
    "logs" TEXT,
    "rolled_back_at" TIMESTAMPTZ,
    "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count" INTEGER NOT NULL DEFAULT 0
  )`).catch(async (error) => {
    // Two first starts can race on CREATE TABLE IF NOT EXISTS; the loser finds it made.
    const rows = await session.query(`SELECT to_regclass('"_prisma_migrations"') AS t`);
    if (!(rows[0] as { t: unknown })?.t) throw error;
  });
  await session.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
  try {
    const done = await session.query<{ migration_name: string; checksum: string }>(
      `SELECT migration_name, checksum FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
    );
    const applied = new Map(done.map((row) => [row.migration_name, row.checksum]));
    const ran: string[] = [];
    for (const migration of migrations) {
      const recorded = applied.get(migration.name);
      if (recorded) {
        if (recorded !== migration.checksum) {
          throw new Error(
            `Migration ${migration.name} was edited after it was applied (checksum differs). ` +
              `Never edit an applied migration: add a new one with npm run migration:new <name>.`,
          );
        }
        continue;
      }
      await session.exec("BEGIN");
      try {
        await session.exec(migration.sql);
        await session.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, applied_steps_count)
           VALUES ($1, $2, now(), $3, 1)`,
          [randomUUID(), migration.checksum, migration.name],
        );
        await session.exec("COMMIT");
      } catch (error) {
        await session.exec("ROLLBACK");
        throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`, { cause: error });
      }
      ran.push(migration.name);
    }
    return ran;
  } finally {
    await session.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
  }
}
