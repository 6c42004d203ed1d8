// The token-signing key without JWT_SECRET: a 0600 file in DATA_DIR, never a database row.
import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { SIGNING_KEY_FILE, signingKey } from "@/lib/auth/signing-key";
import { db } from "@/lib/db";
import { applyMigrations, readMigrations } from "@/lib/db/migrate";
import { api, bearer, createAdmin, tokenFor } from "./support/auth-api";

beforeAll(createAdmin);

describe("the signing key without JWT_SECRET", () => {
  it("is made once in DATA_DIR/jwt-signing-key, readable by the owner only, and signs the tokens", async () => {
    const token = await tokenFor();
    const file = path.join(process.env.DATA_DIR!, SIGNING_KEY_FILE);
    const stat = fs.statSync(file);
    expect(stat.mode & 0o777).toBe(0o600);
    const stored = fs.readFileSync(file, "utf8");
    expect(stored.length).toBeGreaterThanOrEqual(32);
    expect(new TextDecoder().decode(await signingKey())).toBe(stored);
    expect((await api.dashboard(bearer(token))).status).toBe(200);
    // No stray temporary file beside it.
    expect(fs.readdirSync(process.env.DATA_DIR!).filter((name) => name.startsWith(SIGNING_KEY_FILE))).toEqual([SIGNING_KEY_FILE]);
  });

  it("is never kept in the database", async () => {
    await tokenFor();
    const prisma = await db();
    const key = new TextDecoder().decode(await signingKey());
    const settings = await prisma.setting.findMany();
    expect(settings.map((row) => row.key)).not.toContain("jwt_secret");
    expect(JSON.stringify(settings)).not.toContain(key);
  });
});

describe("the signing_key_out_of_database migration", () => {
  it("deletes the key older versions stored in the settings table, and nothing else", async () => {
    const pglite = await PGlite.create();
    const session = {
      exec: async (sql: string) => void (await pglite.exec(sql)),
      query: async <T>(sql: string, params?: unknown[]) => (await pglite.query<T>(sql, params)).rows,
    };
    const migrations = readMigrations();
    const at = migrations.findIndex((m) => m.name.endsWith("_signing_key_out_of_database"));
    expect(at).toBeGreaterThan(0);
    await applyMigrations(session, migrations.slice(0, at));
    await pglite.query(`INSERT INTO settings (key, value, updated_at) VALUES ('jwt_secret', 'an-old-stored-key', now()), ('demo_content_records', '[]', now())`);
    await applyMigrations(session, migrations);
    expect((await pglite.query<{ key: string }>("SELECT key FROM settings ORDER BY key")).rows).toEqual([{ key: "demo_content_records" }]);
    await pglite.close();
  });
});
