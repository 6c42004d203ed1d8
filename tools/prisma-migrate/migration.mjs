#!/usr/bin/env node
// Authors and checks SQL migrations for prisma/schema.prisma.
//
//   node tools/prisma-migrate/migration.mjs new <name>   write prisma/migrations/<ts>_<name>/migration.sql
//   node tools/prisma-migrate/migration.mjs check        exit 1 if the schema has changes no migration covers
//
// Prisma 7's CLI can only diff through its native schema engine, which cannot be downloaded here.
// Prisma 6.19's CLI has a WASM engine that diffs through a driver adapter, so this sub-package
// pins it (beside Prisma 7 the two would fight over node_modules/.bin/prisma) and replays the
// migrations into in-memory PGlite (see prisma.config.mjs): no real database, no download.
// PRISMA_SCHEMA_PATH overrides the schema (used to test drift on a copy).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const toolDir = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(toolDir, "../..");
const schemaPath = path.resolve(process.env.PRISMA_SCHEMA_PATH ?? path.join(root, "prisma/schema.prisma"));
const migrationsDir = path.join(root, "prisma/migrations");
const lockFile = path.join(migrationsDir, "migration_lock.toml");
const prismaCli = path.join(toolDir, "node_modules/prisma/build/index.js");
const noopEngine = path.join(root, "tools/bin/noop-engine");

// For messages: paths relative to where the user stands, unless outside it.
function rel(p) {
  const r = path.relative(process.cwd(), p);
  return r.startsWith("..") ? p : r || ".";
}

function fail(message) {
  console.error(message);
  process.exit(1);
}

// The root `npm install` does not install this sub-package; do it on first use so
// `npm run migration:check` works on a fresh clone.
function ensureDependencies() {
  const ready = [prismaCli, path.join(toolDir, "node_modules/pglite-prisma-adapter/package.json")].every(existsSync);
  if (ready) return;
  console.error("Installing tools/prisma-migrate dependencies...");
  const result = spawnSync("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error"], {
    cwd: toolDir,
    encoding: "utf8",
    shell: process.platform === "win32",
  });
  if (result.status !== 0) fail(`npm install in ${rel(toolDir)} failed:\n${result.stdout ?? ""}${result.stderr ?? result.error ?? ""}`);
}

// Prisma 6 insists on a datasource url (Prisma 7 refuses one), and Prisma 7's generator
// options are none of diff's business, so diff a copy with a dummy url and no generators.
// The url is never opened: the adapter in prisma.config.mjs serves every connection.
function schemaForPrisma6() {
  let schema = readFileSync(schemaPath, "utf8").replace(/^generator\s+\w+\s*\{[^}]*\}/gm, "");
  const datasource = /^(datasource\s+\w+\s*\{)([^}]*)\}/m;
  const block = schema.match(datasource);
  if (!block) fail(`${rel(schemaPath)} has no datasource block.`);
  if (!/^\s*url\s*=/m.test(block[2])) {
    schema = schema.replace(datasource, `$1$2  url = "postgresql://offline.invalid/unused"\n}`);
  }
  return schema;
}

// Returns { changed, sql }: the SQL that takes the migrations' database to the schema.
function diff() {
  const schema = schemaForPrisma6();
  const tmp = mkdtempSync(path.join(os.tmpdir(), "prisma-migrate-"));
  let result;
  try {
    const tmpSchema = path.join(tmp, "schema.prisma");
    writeFileSync(tmpSchema, schema);
    result = spawnSync(
      process.execPath,
      [
        prismaCli, "migrate", "diff",
        "--config", path.join(toolDir, "prisma.config.mjs"),
        "--from-migrations", migrationsDir,
        "--to-schema-datamodel", tmpSchema,
        "--script", "--exit-code",
      ],
      {
        cwd: root,
        encoding: "utf8",
        maxBuffer: 64 * 1024 * 1024,
        env: {
          ...process.env,
          // Prisma 6 wants engine files to exist before it picks the WASM engine; it never runs these.
          PRISMA_SCHEMA_ENGINE_BINARY: noopEngine,
          PRISMA_QUERY_ENGINE_LIBRARY: noopEngine,
          CHECKPOINT_DISABLE: "1",
          PRISMA_HIDE_UPDATE_MESSAGE: "1",
        },
      },
    );
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  // --exit-code: 0 = no difference, 2 = difference, anything else = error.
  if (result.status !== 0 && result.status !== 2) {
    fail(`prisma migrate diff failed (exit ${result.status ?? result.signal}):\n${result.stderr}${result.stdout}`);
  }
  return { changed: result.status === 2, sql: result.stdout };
}

function newMigration(rawName) {
  const name = (rawName ?? "").trim().toLowerCase().replace(/[^a-z0-9_]+/g, "_").replace(/^_+|_+$/g, "");
  if (!name) fail("Usage: npm run migration:new <name>   (e.g. add_inquiry_phone)");
  mkdirSync(migrationsDir, { recursive: true });
  if (!existsSync(lockFile)) {
    writeFileSync(lockFile, '# Written by tools/prisma-migrate; keep it in version control.\nprovider = "postgresql"\n');
  }
  const { changed, sql } = diff();
  if (!changed) {
    console.log(`No changes: ${rel(migrationsDir)} already matches ${rel(schemaPath)}. Nothing written.`);
    return;
  }
  // Prisma's naming: UTC YYYYMMDDHHMMSS_<name>, so folders sort in the order they apply.
  const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
  const dir = path.join(migrationsDir, `${stamp}_${name}`);
  if (existsSync(dir)) fail(`${rel(dir)} already exists.`);
  mkdirSync(dir);
  writeFileSync(path.join(dir, "migration.sql"), sql);
  console.log(`Wrote ${rel(path.join(dir, "migration.sql"))}. Review it, then commit it with the schema change.`);
}

function check() {
  if (!existsSync(lockFile)) {
    fail(`${rel(lockFile)} is missing: no migrations yet. Run: npm run migration:new <name>`);
  }
  const { changed, sql } = diff();
  if (!changed) {
    console.log("migrations match the schema");
    return;
  }
  console.error(`${rel(schemaPath)} has changes that no migration in ${rel(migrationsDir)} covers. Missing SQL:\n`);
  console.error(sql.trimEnd());
  fail("\nrun npm run migration:new <name> to write it as a migration, then review and commit it.");
}

const [command, arg] = process.argv.slice(2);
if (command !== "new" && command !== "check") {
  fail("Usage: node tools/prisma-migrate/migration.mjs new <name> | check");
}
ensureDependencies();
if (command === "new") newMigration(arg);
else check();
