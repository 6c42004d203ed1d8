// `npm run db:migrate`: brings the configured database's schema up to date and exits.
// Against the embedded database it refuses while a server holds the folder.
import { config as appConfig } from "@/lib/config/config";
import { readMigrations } from "@/lib/db/migrate";
import { closeDb, databaseHandle } from "@/lib/db";

let config;
try {
  config = appConfig().database;
} catch (error) {
  console.error(`[migrate] ${(error as Error).message}`);
  process.exit(1);
}
const where = config.kind === "postgres" ? "PostgreSQL (DATABASE_URL)" : `embedded PGlite in ${config.dir}`;
try {
  await databaseHandle();
  console.log(`[migrate] ${where}: schema up to date (${readMigrations().length} migrations).`);
  await closeDb();
} catch (error) {
  console.error(`[migrate] ${where}: ${(error as Error).message}`);
  await closeDb().catch(() => {});
  process.exit(1);
}
