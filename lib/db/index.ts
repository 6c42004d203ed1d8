import "server-only";
import { openDatabase, type DatabaseHandle, type Db } from "./open-database";

export type { Db, DatabaseHandle };

// Kept on globalThis: the custom server and Next's bundled route code load this module
// separately, and PGlite must be opened exactly once per process.
const holder = globalThis as typeof globalThis & { __ecopackDatabase?: Promise<DatabaseHandle> };

/** The process's database, opened and migrated on first use. */
export function databaseHandle(): Promise<DatabaseHandle> {
  if (!holder.__ecopackDatabase) {
    holder.__ecopackDatabase = openDatabase().catch((error) => {
      holder.__ecopackDatabase = undefined;
      throw error;
    });
  }
  return holder.__ecopackDatabase;
}

export async function db(): Promise<Db> {
  return (await databaseHandle()).prisma;
}

/** Closes the database (and releases the PGlite folder lock) if it was opened. */
export async function closeDb(): Promise<void> {
  const pending = holder.__ecopackDatabase;
  holder.__ecopackDatabase = undefined;
  if (pending) await (await pending.catch(() => null))?.close();
}
