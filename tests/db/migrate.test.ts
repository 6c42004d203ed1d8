import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { applyMigrations, readMigrations, type SqlSession } from "@/lib/db/migrate";

function session(pglite: PGlite): SqlSession {
  return {
    exec: async (sql) => void (await pglite.exec(sql)),
    query: async <T>(sql: string, params?: unknown[]) => (await pglite.query<T>(sql, params)).rows,
  };
}

describe("migration runner", () => {
  it("applies the committed migrations once and is idempotent on the next start", async () => {
    const pglite = await PGlite.create();
    const migrations = readMigrations();
    expect(migrations.length).toBeGreaterThan(0);
    expect(await applyMigrations(session(pglite), migrations)).toEqual(migrations.map((m) => m.name));
    expect(await applyMigrations(session(pglite), migrations)).toEqual([]);
    const recorded = await pglite.query<{ migration_name: string; checksum: string }>(`SELECT migration_name, checksum FROM "_prisma_migrations"`);
    expect(recorded.rows).toEqual(migrations.map((m) => ({ migration_name: m.name, checksum: m.checksum })));
    const tables = await pglite.query<{ n: number }>(`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name = 'sliders'`);
    expect(tables.rows[0].n).toBe(1);
    await pglite.close();
  });

  it("refuses a migration edited after it was applied", async () => {
    const pglite = await PGlite.create();
    const migrations = readMigrations();
    await applyMigrations(session(pglite), migrations);
    const edited = migrations.map((m, i) => (i === 0 ? { ...m, checksum: "0".repeat(64) } : m));
    await expect(applyMigrations(session(pglite), edited)).rejects.toThrow(/edited after it was applied/);
    await pglite.close();
  });

  it("rolls back a failing migration completely", async () => {
    const pglite = await PGlite.create();
    const broken = [{ name: "20990101000000_broken", sql: "CREATE TABLE half (id int); SELECT no_such_function();", checksum: "x".repeat(64) }];
    await expect(applyMigrations(session(pglite), broken)).rejects.toThrow(/20990101000000_broken failed/);
    const half = await pglite.query<{ t: string | null }>(`SELECT to_regclass('half')::text AS t`);
    expect(half.rows[0].t).toBeNull();
    const recorded = await pglite.query(`SELECT 1 FROM "_prisma_migrations"`);
    expect(recorded.rows).toHaveLength(0);
    await pglite.close();
  });
});
