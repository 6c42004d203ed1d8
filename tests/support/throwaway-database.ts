// A fresh PostgreSQL database on a test server (trust auth), for one test file or one e2e
// cluster, dropped again afterwards (even with connections still open).
import { randomBytes } from "node:crypto";
import pg from "pg";

/** The PostgreSQL server of these machines (and CI), unless TEST_DATABASE_URL names another. */
export const TEST_POSTGRES_SERVER = process.env.TEST_DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/test";

export interface ThrowawayDatabase {
  /** The server's URL with the new database's name in it. */
  readonly url: string;
  drop(): Promise<void>;
}

async function onServer(serverUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** Creates `<prefix>_<random>` on the server at `serverUrl`. */
export async function createThrowawayDatabase(serverUrl: string, prefix: string): Promise<ThrowawayDatabase> {
  const name = `${prefix}_${randomBytes(4).toString("hex")}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
