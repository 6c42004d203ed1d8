// Each test file gets its own database (in-memory PGlite, or a throwaway PostgreSQL
// database when TEST_DATABASE_URL names a server), upload folder and data folder.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll } from "vitest";
import { closeDb } from "@/lib/db";
import { vouchForClientAddresses } from "@/lib/http/client-address";
import { createThrowawayDatabase } from "../support/throwaway-database";

const temp = fs.mkdtempSync(path.join(os.tmpdir(), "ecopack-test-"));
process.env.DATA_DIR = path.join(temp, "data");
process.env.UPLOAD_DIR = path.join(temp, "uploads");
process.env.MAIL_FROM = "no-reply@ecopack.test";
process.env.COMPANY_EMAIL = "sales@ecopack.test";
delete process.env.SMTP_URL;
// Uploads go to the folder above unless a test points them at a bucket itself.
for (const name of Object.keys(process.env)) if (name.startsWith("S3_")) delete process.env[name];
delete process.env.JWT_SECRET;
// The public forms' proof of work, made quick to solve, and no time trap unless a test sets one.
process.env.ALTCHA_MAX_NUMBER = "1000";
process.env.FORM_MIN_FILL_SECONDS = "0";
fs.mkdirSync(process.env.DATA_DIR, { recursive: true });
fs.mkdirSync(process.env.UPLOAD_DIR, { recursive: true });

// Tests call route handlers as the start-up server does: it sets the client-address header.
vouchForClientAddresses();

const server = process.env.TEST_DATABASE_URL;
const database = server ? await createThrowawayDatabase(server, `ecopack_test_${process.pid}`) : null;

if (database) {
  process.env.DATABASE_URL = database.url;
} else {
  delete process.env.DATABASE_URL;
  process.env.PGLITE_DIR = "memory://";
}

afterAll(async () => {
  await closeDb();
  await database?.drop();
  fs.rmSync(temp, { recursive: true, force: true });
});
