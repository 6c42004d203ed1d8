import "server-only";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import * as tar from "tar";
import type { Db } from "@/lib/db";
import { readMigrations } from "@/lib/db/migrate";
import { listFiles } from "@/lib/server/list-files";
import { detectType } from "@/lib/uploads/detect-type";
import { TRASH_PREFIX, type Storage } from "@/lib/uploads/storage";
import { backupSignature, type SignatureCheck } from "./backup-signature";
import { assertEmptyDatabase, dumpDatabase, loadDatabase, type DatabaseDump } from "./database-dump";

/**
 * One `.tar.gz` holds a whole site:
 *   manifest.json            format, version, when, which database, counts
 *   database/<table>.jsonl   one row per line (see database-dump)
 *   database/meta.json       migrations and sequences
 *   uploads/<yyyy>/<mm>/...  the upload folder's files, byte for byte
 *   trash/<yyyy>/<mm>/...    the files the trash keeps privately (the folder's `.trash/`)
 */
const FORMAT = "ecopack-backup";
const VERSION = 1;

interface Manifest {
  format: typeof FORMAT;
  version: number;
  created_at: string;
  database: "postgres" | "pglite";
  tables: Record<string, number>;
  uploads: number | "not included (S3 bucket)";
  trash?: number | "not included (S3 bucket)";
}

export interface BackupSummary {
  file: string;
  /** `<file>.sig`, or null without a BACKUP_KEY. */
  signature: string | null;
  tables: number;
  rows: number;
  files: number;
  bytes: number;
}

async function withTempDir<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "ecopack-backup-"));
  try {
    return await work(dir);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/**
 * Writes the archive: the database first (one consistent snapshot), then the upload folder's
 * files (`uploadFolder` null when uploads live in an S3 bucket, which is not copied). Written
 * under a temporary name and renamed, so a failed backup never leaves a half archive; readable by
 * the owner only (it holds the leads and the password hashes), in a folder made 0700, and signed
 * under `key` (BACKUP_KEY) when there is one.
 */
export async function createBackup(options: {
  file: string;
  prisma: Db;
  database: Manifest["database"];
  uploadFolder: string | null;
  key?: string | null;
}): Promise<BackupSummary> {
  const file = path.resolve(options.file);
  return withTempDir(async (staging) => {
    const dump = await dumpDatabase(options.prisma);
    await fs.mkdir(path.join(staging, "database"));
    for (const table of dump.tables) {
      await fs.writeFile(path.join(staging, "database", `${table.name}.jsonl`), table.rows.map((row) => `${row}\n`).join(""));
    }
    await fs.writeFile(path.join(staging, "database", "meta.json"), JSON.stringify({ migrations: dump.migrations, sequences: dump.sequences }, null, 2));
    const files = options.uploadFolder ? await copyFiles(options.uploadFolder, path.join(staging, "uploads")) : [];
    const trash = options.uploadFolder ? await copyFiles(path.join(options.uploadFolder, TRASH_PREFIX), path.join(staging, "trash")) : [];
    const manifest: Manifest = {
      format: FORMAT,
      version: VERSION,
      created_at: new Date().toISOString(),
      database: options.database,
      tables: Object.fromEntries(dump.tables.map((table) => [table.name, table.rows.length])),
      uploads: options.uploadFolder ? files.length : "not included (S3 bucket)",
      trash: options.uploadFolder ? trash.length : "not included (S3 bucket)",
    };
    await fs.writeFile(path.join(staging, "manifest.json"), JSON.stringify(manifest, null, 2));
    await fs.mkdir(path.join(staging, "uploads"), { recursive: true });
    await fs.mkdir(path.join(staging, "trash"), { recursive: true });
    await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    const partial = `${file}.partial-${process.pid}`;
    try {
      // Made private before the first byte goes in: tar keeps the mode of the file it truncates.
      await fs.writeFile(partial, "", { mode: 0o600, flag: "wx" });
      await tar.create({ gzip: true, file: partial, cwd: staging, portable: true }, ["manifest.json", "database", "uploads", "trash"]);
      await fs.chmod(partial, 0o600);
      await fs.rename(partial, file);
    } finally {
      await fs.rm(partial, { force: true });
    }
    return {
      file,
      signature: options.key ? await backupSignature.sign(file, options.key) : null,
      tables: dump.tables.length,
      rows: dump.tables.reduce((sum, table) => sum + table.rows.length, 0),
      files: files.length + trash.length,
      bytes: (await fs.stat(file)).size,
    };
  });
}

/** Copies every file under `from` (dot files left out) to the same place under `to`; answers their relative paths. */
async function copyFiles(from: string, to: string): Promise<string[]> {
  const files = await listFiles(from);
  for (const relative of files) {
    const target = path.join(to, ...relative.split("/"));
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.copyFile(path.join(from, ...relative.split("/")), target, fs.constants.COPYFILE_FICLONE);
  }
  return files;
}

function readJsonl(text: string): string[] {
  return text.split("\n").filter((line) => line.length > 0);
}

/** Where a restore puts the files: the upload folder, written directly, or the S3 storage. */
export type RestoreTarget = { kind: "disk"; folder: string } | { kind: "s3"; storage: Storage };

export interface RestoreSummary {
  signature: SignatureCheck;
  tables: number;
  rows: number;
  files: number;
}

/**
 * Brings an archive back into an empty deployment: the schema is migrated already (the caller
 * opened the database the way the server does), the database and the upload folder must be
 * empty, files are written first and removed again if the database load fails. With a `key`
 * (BACKUP_KEY) the archive's signature is checked before anything in it is read.
 */
export async function restoreBackup(options: { file: string; prisma: Db; target: RestoreTarget; key?: string | null }): Promise<RestoreSummary> {
  const file = path.resolve(options.file);
  await fs.access(file).catch(() => {
    throw new Error(`No backup at ${file}.`);
  });
  const signature = await backupSignature.check(file, options.key ?? null);
  return withTempDir(async (staging) => {
    // node-tar refuses absolute paths and `..` in entries: nothing lands outside the staging folder.
    await tar.extract({ file, cwd: staging, strict: true }).catch((error: unknown) => {
      throw new Error(`${file} is not a readable backup archive (${(error as Error).message}).`, { cause: error });
    });
    const manifest = JSON.parse(await fs.readFile(path.join(staging, "manifest.json"), "utf8").catch(() => "{}")) as Partial<Manifest>;
    if (manifest.format !== FORMAT || manifest.version !== VERSION) throw new Error(`${file} is not a backup made by npm run backup (no ${FORMAT} v${VERSION} manifest).`);
    const meta = JSON.parse(await fs.readFile(path.join(staging, "database", "meta.json"), "utf8")) as Pick<DatabaseDump, "migrations" | "sequences">;
    const dump: DatabaseDump = { ...meta, tables: [] };
    for (const name of Object.keys(manifest.tables ?? {})) {
      dump.tables.push({ name, rows: readJsonl(await fs.readFile(path.join(staging, "database", `${path.basename(name)}.jsonl`), "utf8")) });
    }
    // The archive's files: the served ones, then those the trash keeps (absent from older archives).
    const files = [
      ...(await listFiles(path.join(staging, "uploads"))).map((relative) => ({ relative, place: "public" as const })),
      ...(await listFiles(path.join(staging, "trash"))).map((relative) => ({ relative, place: "trash" as const })),
    ];

    await assertEmptyDatabase(options.prisma);
    const { target } = options;
    if (target.kind === "disk" && ((await listFiles(target.folder)).length || (await listFiles(path.join(target.folder, TRASH_PREFIX))).length)) {
      throw new Error(`The upload folder ${target.folder} is not empty. A restore only goes into an empty one: point UPLOAD_DIR at a new folder.`);
    }
    const written: Array<(typeof files)[number]> = [];
    // The trash's files go straight to the private place (the folder's or bucket's `.trash/`): never served.
    const diskPath = (folder: string, file: (typeof files)[number]) => path.join(folder, ...(file.place === "trash" ? [TRASH_PREFIX] : []), ...file.relative.split("/"));
    try {
      for (const file of files) {
        const bytes = await fs.readFile(path.join(staging, file.place === "trash" ? "trash" : "uploads", ...file.relative.split("/")));
        if (target.kind === "disk") {
          const destination = diskPath(target.folder, file);
          await fs.mkdir(path.dirname(destination), { recursive: true });
          await fs.writeFile(destination, bytes, { flag: "wx" });
        } else {
          await target.storage.put(file.relative, bytes, detectType(bytes)?.mime ?? "application/octet-stream", file.place);
        }
        written.push(file);
      }
      await loadDatabase(options.prisma, dump, readMigrations().map((migration) => migration.name));
    } catch (error) {
      for (const file of written) {
        if (target.kind === "disk") await fs.rm(diskPath(target.folder, file), { force: true });
        else await target.storage.remove(file.relative).catch(() => false);
      }
      throw error;
    }
    return { signature, tables: dump.tables.length, rows: dump.tables.reduce((sum, table) => sum + table.rows.length, 0), files: files.length };
  });
}
