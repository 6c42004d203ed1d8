import type { Db } from "@/lib/db";

/**
 * A logical copy of the database in the app's own format: every row of every table as the JSON
 * PostgreSQL itself makes of it (`row_to_json`), read back by `json_populate_recordset`, so every
 * type round-trips exactly and a dump of PGlite restores into PostgreSQL and back. No pg_dump
 * needed (the image has none), and the same on both databases.
 */
export interface DatabaseDump {
  /** The migrations the schema had: a restore needs an application that knows all of them. */
  migrations: string[];
  /** Each table's rows, one JSON object (as text) per row. */
  tables: Array<{ name: string; rows: string[] }>;
  /** Each sequence's last value (null: never used), so no id is ever handed out twice. */
  sequences: Array<{ name: string; lastValue: string | null }>;
}

type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];
type Client = Pick<Tx, "$queryRawUnsafe">;

export const MIGRATIONS_TABLE = "_prisma_migrations";

/**
 * Tables a backup leaves out: reset codes, rate-limit counters and used
 * proof-of-work challenges (each expires within 10 minutes) are secrets or short-lived state that
 * mean nothing elsewhere (and an archive travels). Sign-in sessions too: a restore ends every
 * session anyway (it bumps every token version), and their addresses and browsers are personal
 * data an archive need not carry. A restore leaves them empty, also when an older archive has them.
 */
export const UNSAVED_TABLES: readonly string[] = ["password_reset_otps", "rate_limit_buckets", "used_challenges", "admin_sessions"];

/** Quotes an identifier read from the catalog. */
export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** The application's tables, in the current schema, without the migration record. */
export async function listTables(client: Client): Promise<string[]> {
  const rows = await client.$queryRawUnsafe<Array<{ name: string }>>(
    `SELECT table_name::text AS name FROM information_schema.tables
     WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name <> $1 ORDER BY table_name`,
    MIGRATIONS_TABLE,
  );
  return rows.map((row) => row.name);
}

/** The tables ordered so that every table comes after the tables its foreign keys point at. */
export async function parentsFirst(client: Client, tables: string[]): Promise<string[]> {
  const edges = await client.$queryRawUnsafe<Array<{ child: string; parent: string }>>(
    `SELECT child.relname::text AS child, parent.relname::text AS parent FROM pg_constraint c
     JOIN pg_class child ON child.oid = c.conrelid JOIN pg_class parent ON parent.oid = c.confrelid
     JOIN pg_namespace n ON n.oid = c.connamespace WHERE c.contype = 'f' AND n.nspname = current_schema()`,
  );
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (ordered.includes(table) || visiting.has(table)) return;
    visiting.add(table);
    for (const edge of edges) if (edge.child === table && edge.parent !== table && tables.includes(edge.parent)) visit(edge.parent);
    ordered.push(table);
  };
  for (const table of tables) visit(table);
  return ordered;
}

/**
 * Reads every table in one REPEATABLE READ transaction: one snapshot, so the dump is consistent
 * while the site keeps serving (PGlite runs one transaction at a time anyway).
 */
export async function dumpDatabase(prisma: Db): Promise<DatabaseDump> {
  return prisma.$transaction(
    async (tx) => {
      const migrations = await tx.$queryRawUnsafe<Array<{ name: string }>>(
        `SELECT migration_name AS name FROM ${quoteIdent(MIGRATIONS_TABLE)} WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name`,
      );
      const tables: DatabaseDump["tables"] = [];
      for (const name of await listTables(tx)) {
        if (UNSAVED_TABLES.includes(name)) continue;
        const rows = await tx.$queryRawUnsafe<Array<{ row: string }>>(`SELECT row_to_json(t)::text AS row FROM ${quoteIdent(name)} t ORDER BY 1`);
        tables.push({ name, rows: rows.map((row) => row.row) });
      }
      const sequences = await tx.$queryRawUnsafe<Array<{ name: string; last_value: string | null }>>(
        `SELECT sequencename::text AS name, last_value::text AS last_value FROM pg_sequences WHERE schemaname = current_schema() ORDER BY sequencename`,
      );
      return {
        migrations: migrations.map((row) => row.name),
        tables,
        sequences: sequences.map((row) => ({ name: row.name, lastValue: row.last_value })),
      };
    },
    { isolationLevel: "RepeatableRead", maxWait: 30_000, timeout: 600_000 },
  );
}

/** Refuses a database with any row in it: a restore never mixes two sites. */
export async function assertEmptyDatabase(client: Client): Promise<void> {
  const nonEmpty: string[] = [];
  for (const table of await listTables(client)) {
    const [{ count }] = await client.$queryRawUnsafe<Array<{ count: string }>>(`SELECT count(*)::text AS count FROM ${quoteIdent(table)}`);
    if (count !== "0") nonEmpty.push(`${table}: ${count}`);
  }
  if (nonEmpty.length) {
    throw new Error(
      `The database is not empty (${nonEmpty.join(", ")}). A restore only goes into an empty database: point DATABASE_URL at a new database ` +
        `(or DATA_DIR at a new folder for the embedded one) and restore before the first start.`,
    );
  }
}

// Rows per INSERT: big enough to be quick, small enough for any statement size limit.
const BATCH = 200;

/**
 * Writes a dump into a database whose schema is migrated and which has no rows, in one
 * transaction (all or nothing), ids as they were and sequences where they were. Columns added
 * by later migrations take their defaults; UNSAVED_TABLES stay empty and every administrator's
 * earlier tokens are void. Throws with a clear message on anything else.
 */
export async function loadDatabase(prisma: Db, dump: DatabaseDump, knownMigrations: string[]): Promise<void> {
  const unknown = dump.migrations.filter((name) => !knownMigrations.includes(name));
  if (unknown.length) {
    throw new Error(`This backup was made by a newer version of the application (unknown migration ${unknown.join(", ")}). Restore it with that version or a later one.`);
  }
  await prisma.$transaction(
    async (tx) => {
      const present = await listTables(tx);
      await assertEmptyDatabase(tx);
      const byName = new Map(dump.tables.map((table) => [table.name, table.rows]));
      for (const name of byName.keys()) if (!present.includes(name)) throw new Error(`The backup has a table "${name}" that this version does not know.`);
      for (const table of await parentsFirst(tx, present)) {
        const rows = UNSAVED_TABLES.includes(table) ? [] : (byName.get(table) ?? []);
        if (!rows.length) continue;
        const columns = [...new Set(rows.flatMap((row) => Object.keys(JSON.parse(row) as object)))].map(quoteIdent).join(", ");
        for (let start = 0; start < rows.length; start += BATCH) {
          const batch = `[${rows.slice(start, start + BATCH).join(",")}]`;
          await tx.$executeRawUnsafe(
            `INSERT INTO ${quoteIdent(table)} (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::${quoteIdent(table)}, $1::json)`,
            batch,
          );
        }
      }
      for (const sequence of dump.sequences) {
        await tx.$queryRawUnsafe(
          `SELECT setval($1::regclass, $2::bigint, $3::boolean)::text AS value`,
          quoteIdent(sequence.name),
          sequence.lastValue ?? "1",
          sequence.lastValue !== null,
        );
      }
      // Logged-out tokens are not in the archive: end every session issued before the restore.
      await tx.$executeRawUnsafe(`UPDATE "admins" SET "token_version" = "token_version" + 1`);
    },
    { maxWait: 30_000, timeout: 600_000 },
  );
}
