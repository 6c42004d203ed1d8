import "server-only";
import path from "node:path";
import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient, type Prisma } from "./generated/client";
import { config as appConfig } from "@/lib/config/config";
import type { DatabaseConfig } from "@/lib/config/database-config";
import { createPgliteFolder, isNewPgliteFolder } from "./create-pglite-folder";
import { lockFolder } from "./folder-lock";
import { queryCount } from "./query-count";
import { metrics } from "@/lib/metrics/metrics";
import { applyMigrations, type SqlSession } from "./migrate";

function createClient(adapter: NonNullable<Prisma.PrismaClientOptions["adapter"]>) {
  // The password hash never leaves the data layer unless a query asks for it by name.
  const client = new PrismaClient({ adapter, omit: { admin: { password_hash: true } }, log: [{ emit: "event", level: "query" }] });
  client.$on("query", (event) => {
    queryCount.value += 1;
    metrics().databaseQueryDuration.observe(Number(event.duration) / 1000);
  });
  return client;
}

export type Db = ReturnType<typeof createClient>;

export interface DatabaseHandle {
  prisma: Db;
  kind: DatabaseConfig["kind"];
  close(): Promise<void>;
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const session: SqlSession = {
      exec: async (sql) => void (await client.query(sql)),
      query: async <T>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as T[],
    };
    await applyMigrations(session);
  } finally {
    await client.end();
  }
  const prisma = createClient(new PrismaPg({ connectionString: url, max: appConfig().databasePoolSize }));
  return { prisma, kind: "postgres", close: () => prisma.$disconnect() };
}

/**
 * Postgres keeps its shared buffers in PGlite's own memory, resident once touched: the default
 * 128 MB is more than this site's whole database. Measured on a reopened folder: 166 MB resident
 * at 16 MB, 302 MB at 128 MB, 160 MB at 8 MB.
 */
export const PGLITE_SHARED_BUFFERS = "16MB";
const PGLITE_OPTIONS = { startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`] };

async function openPglite(dir: string): Promise<DatabaseHandle> {
  const inMemory = dir.startsWith("memory://");
  let release = () => {};
  if (!inMemory) {
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    release = lockFolder(`${dir}.lock`);
  }
  try {
    if (!inMemory && isNewPgliteFolder(dir)) await createPgliteFolder(dir, PGLITE_OPTIONS);
    const pglite = await PGlite.create(inMemory ? undefined : dir, PGLITE_OPTIONS);
    const session: SqlSession = {
      exec: async (sql) => void (await pglite.exec(sql)),
      query: async <T>(sql: string, params?: unknown[]) => (await pglite.query<T>(sql, params)).rows,
    };
    await applyMigrations(session);
    const prisma = createClient(new PrismaPGlite(pglite));
    return {
      prisma,
      kind: "pglite",
      close: async () => {
        await prisma.$disconnect();
        await pglite.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** Opens the configured database and brings its schema up to date. */
export function openDatabase(config: DatabaseConfig = appConfig().database): Promise<DatabaseHandle> {
  return config.kind === "postgres" ? openPostgres(config.url) : openPglite(config.dir);
}
