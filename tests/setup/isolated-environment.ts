// Each test file gets its own database (in-memory PGlite, or a throwaway PostgreSQL
// database when TEST_DATABASE_URL names a server), upload folder and data folder.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll } from "vitest";
import { closeDb } from "@/lib/db";
import { vouchForClientAddresses } from "@/lib/http/client-address";

const temp = fs.mkdtempSync(path.join(os.tmpdir(), "ecopack-test-"));
process.env.DATA_DIR = path.join(temp, "data");
process.env.UPLOAD_DIR = path.join(temp, "uploads");
process.env.MAIL_FROM = "no-reply@ecopack.test";
process.env.COMPANY_EMAIL = "sales@ecopack.test";
delete process.env.SMTP_URL;
// Uploads go to the folder above unless a test points them at a bucket itself.
for (const name of Object.keys(process.env)) if (name.startsWith("S3_")) delete process.env[name];
delete process.env.JWT_SECRET;
fs.mkdirSync(process.env.DATA_DIR, { recursive: true });
fs.mkdirSync(process.env.UPLOAD_DIR, { recursive: true });

// Tests call route handlers as the start-up server does: it sets the client-address header.
vouchForClientAddresses();

const server = process.env.TEST_DATABASE_URL;
let databaseName: string | null = null;

if (server) {
  databaseName = `ecopack_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${databaseName}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${databaseName}`;
  process.env.DATABASE_URL = url.toString();
} else {
  delete process.env.DATABASE_URL;
  process.env.PGLITE_DIR = "memory://";
}

afterAll(async () => {
  await closeDb();
  if (server && databaseName) {
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.end();
  }
  fs.rmSync(temp, { recursive: true, force: true });
});
