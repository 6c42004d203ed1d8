// npm run backup / restore: a seeded site (demo content, an administrator, leads, auth records,
// a deleted record ahead of its sequence) is backed up, restored into a fresh database and a fresh
// upload folder, and every record of every model, every sequence and every file byte must match.
// On PGlite and on PostgreSQL, and from PGlite into PostgreSQL (moving off the embedded database).
// Secrets and short-lived auth state stay out of the archive, which is private and can be signed.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as tar from "tar";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signingKey } from "@/lib/auth/signing-key";
import { UNSAVED_TABLES } from "@/lib/backup/database-dump";
import { createBackup, restoreBackup } from "@/lib/backup/backup-archive";
import { listFiles } from "@/lib/server/list-files";
import { diskStorage } from "@/lib/uploads/disk-storage";
import type { Storage } from "@/lib/uploads/storage";
import { uploadStorage } from "@/lib/uploads/upload-storage";
import { uploadKeyFromUrl } from "@/lib/uploads/upload-key";
import { ensureFirstAdmin } from "@/lib/bootstrap/ensure-first-admin";
import { seedDemoContent } from "@/lib/bootstrap/seed-demo-content";
import type { DatabaseConfig } from "@/lib/config/database-config";
import { Prisma } from "@/lib/db/generated/client";
import { openDatabase, type DatabaseHandle, type Db } from "@/lib/db/open-database";
import { startS3TestServer } from "../support/s3-test-server";
import { createThrowawayDatabase, TEST_POSTGRES_SERVER, type ThrowawayDatabase } from "../support/throwaway-database";

const temp = fs.mkdtempSync(path.join(os.tmpdir(), "ecopack-backup-test-"));
const dropLater: ThrowawayDatabase[] = [];
afterAll(async () => {
  for (const database of dropLater) await database.drop();
  fs.rmSync(temp, { recursive: true, force: true });
});

type Kind = DatabaseConfig["kind"];

async function freshConfig(kind: Kind, name: string): Promise<DatabaseConfig> {
  if (kind === "pglite") return { kind, dir: path.join(temp, name, "pglite") };
  const database = await createThrowawayDatabase(TEST_POSTGRES_SERVER, "ecopack_backup");
  dropLater.push(database);
  return { kind, url: database.url };
}

// What a backup leaves out (UNSAVED_TABLES), as Prisma names the models.
const UNSAVED_MODELS = ["PasswordResetOtp", "RateLimitBucket", "UsedChallenge", "AdminSession"];

/** Every record of every model of the schema, read with Prisma (not with the backup's own SQL). */
async function everyRecord(prisma: Db): Promise<Record<string, unknown[]>> {
  const records: Record<string, unknown[]> = {};
  for (const model of Object.values(Prisma.ModelName)) {
    const delegate = (prisma as unknown as Record<string, { findMany(args?: object): Promise<unknown[]> }>)[model[0].toLowerCase() + model.slice(1)];
    const rows = await delegate.findMany(model === "Admin" ? { omit: { password_hash: false } } : undefined);
    records[model] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return records;
}

async function sequences(prisma: Db) {
  return prisma.$queryRawUnsafe<Array<{ name: string; value: string | null }>>(
    `SELECT sequencename::text AS name, last_value::text AS value FROM pg_sequences WHERE schemaname = current_schema() ORDER BY 1`,
  );
}

/** The folder's files by path, with those the trash keeps under `.trash/`. */
async function fileBytes(folder: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const relative of await listFiles(folder)) files[relative] = fs.readFileSync(path.join(folder, relative)).toString("base64");
  for (const relative of await listFiles(path.join(folder, ".trash"))) files[`.trash/${relative}`] = fs.readFileSync(path.join(folder, ".trash", relative)).toString("base64");
  return files;
}

/** A site with something in every table. */
async function seedSite(prisma: Db) {
  await ensureFirstAdmin(prisma, { username: "admin", password: "backup-test-password", email: "owner@ecopack.test" }, () => {});
  expect(await seedDemoContent(prisma, () => {})).toBe(true);
  const admin = await prisma.admin.findFirstOrThrow();
  const later = new Date(Date.now() + 600_000);
  await prisma.passwordResetOtp.create({ data: { admin_id: admin.id, code_hash: "hash", expires_at: later } });
  await prisma.rateLimitBucket.create({ data: { key: "login:203.0.113.1", count: 3, reset_at: later, refusal_audited: true } });
  await prisma.usedChallenge.create({ data: { signature: "used-signature", expires_at: later } });
  await prisma.adminSession.create({ data: { admin_id: admin.id, address: "203.0.113.44", user_agent: "session-browser/1.0", expires_at: later } });
  await prisma.authEvent.create({ data: { action: "login", username: "admin", ip: "203.0.113.1", user_agent: "vitest \"quoted\" ünïcode", outcome: "success" } });
  await prisma.activity.create({ data: { account_id: admin.id, account_username: "admin", action: "update", collection: "sliders", record_id: 1, address: "203.0.113.1", details: { title: "Ünïcode \"quoted\"", changed: ["title"] } } });
  await prisma.inquiry.create({ data: { name: "Asha", contact_no: "9876543210", email: "a@example.com", subject: "Bags", message: "Line one\nline two, ' \\ \u0000".replace("\u0000", ""), ip: "203.0.113.2", handled_at: new Date("2026-01-02T03:04:05.678Z") } });
  await prisma.brochureRequest.create({ data: { name: "Ravi", contact: "9876543211", email: "r@example.com", ip: "203.0.113.3", mail_status: "failed", mail_error: "timeout" } });
  // A deleted record: the restored sequence must not hand its id out again.
  const extra = await prisma.counter.create({ data: { title: "Gone", counter_value: 1 } });
  await prisma.counter.delete({ where: { id: extra.id } });
  // A record in the trash: its row in `trash`, its file in the folder's private `.trash/`.
  const slider = await prisma.slider.findFirstOrThrow();
  expect(await diskStorage(process.env.UPLOAD_DIR).move(uploadKeyFromUrl(slider.image)!, "trash")).toBe(true);
  await prisma.slider.delete({ where: { id: slider.id } });
  const record = JSON.parse(JSON.stringify(slider));
  await prisma.trashEntry.create({
    data: { collection: "sliders", record_id: slider.id, title: slider.title, record, files: [slider.image], files_state: "private", deleted_by_id: admin.id, deleted_by_username: "admin", purge_at: later },
  });
}

describe.each(["pglite", "postgres"] as const)("a backup of %s", (sourceKind) => {
  const archive = path.join(temp, `${sourceKind}-site.tar.gz`);
  const sourceUploads = path.join(temp, `${sourceKind}-source-uploads`);
  let expected: { records: Record<string, unknown[]>; sequences: Awaited<ReturnType<typeof sequences>>; files: Record<string, string> };

  beforeAll(async () => {
    const previous = process.env.UPLOAD_DIR;
    process.env.UPLOAD_DIR = sourceUploads;
    const source: DatabaseHandle = await openDatabase(await freshConfig(sourceKind, `${sourceKind}-source`));
    try {
      await seedSite(source.prisma);
      const summary = await createBackup({ file: archive, prisma: source.prisma, database: source.kind, uploadFolder: sourceUploads });
      expected = { records: await everyRecord(source.prisma), sequences: await sequences(source.prisma), files: await fileBytes(sourceUploads) };
      expect(summary.files).toBe(Object.keys(expected.files).length);
      expect(summary.files).toBeGreaterThan(40);
      expect(Object.keys(expected.files).filter((name) => name.startsWith(".trash/"))).toHaveLength(1);
      expect(expected.records.TrashEntry).toHaveLength(1);
      expect(expected.records.Activity).toHaveLength(1);
      expect(summary.tables).toBe(Object.keys(Prisma.ModelName).length - UNSAVED_TABLES.length);
      // The restore leaves these empty, and ends every earlier session.
      for (const model of UNSAVED_MODELS) {
        expect(expected.records[model].length, model).toBeGreaterThan(0);
        expected.records[model] = [];
      }
      expected.records.Admin = expected.records.Admin.map((row) => {
        const admin = JSON.parse(row as string) as { token_version: number };
        return JSON.stringify({ ...admin, token_version: admin.token_version + 1 });
      });
    } finally {
      await source.close();
      process.env.UPLOAD_DIR = previous;
    }
  }, 180_000);

  const targets: Kind[] = sourceKind === "pglite" ? ["pglite", "postgres"] : ["postgres"];
  it.each(targets)("restores into a fresh %s database and upload folder, every record, sequence and file the same", async (targetKind) => {
    const targetUploads = path.join(temp, `${sourceKind}-to-${targetKind}-uploads`);
    const target = await openDatabase(await freshConfig(targetKind, `${sourceKind}-to-${targetKind}`));
    try {
      const summary = await restoreBackup({ file: archive, prisma: target.prisma, target: { kind: "disk", folder: targetUploads } });
      expect(summary.files).toBe(Object.keys(expected.files).length);
      const records = await everyRecord(target.prisma);
      for (const model of Object.keys(expected.records)) expect(records[model], model).toEqual(expected.records[model]);
      expect(records.Slider.length).toBeGreaterThan(0);
      expect(records.Inquiry.length).toBe(1);
      expect(await sequences(target.prisma)).toEqual(expected.sequences);
      expect(await fileBytes(targetUploads)).toEqual(expected.files);

      // New records continue after the old ids, the deleted one's included.
      const counterIds = (await target.prisma.counter.findMany({ select: { id: true } })).map((row) => row.id);
      const next = await target.prisma.counter.create({ data: { title: "New", counter_value: 2 } });
      expect(next.id).toBe(Math.max(...counterIds) + 2);

      // A second restore finds content and refuses, naming what it found; nothing changes.
      await expect(restoreBackup({ file: archive, prisma: target.prisma, target: { kind: "disk", folder: path.join(temp, "unused") } })).rejects.toThrow(
        /The database is not empty \(.*admins: 1.*\)\. A restore only goes into an empty database/,
      );
      expect(fs.existsSync(path.join(temp, "unused"))).toBe(false);
    } finally {
      await target.close();
    }
  }, 180_000);

  it("restores into an empty bucket, the trash's file stored only in the private place", async () => {
    const s3 = await startS3TestServer();
    const bucket = `restore-${sourceKind}`;
    Object.assign(process.env, s3.env(bucket));
    const target = await openDatabase({ kind: "pglite", dir: "memory://" });
    try {
      const storage = uploadStorage();
      await storage.prepare();
      // Every write the restore makes, with its place: the trash's file must never be public, not even between two steps.
      const puts: string[] = [];
      const recorded: Storage = { ...storage, put: (key, data, type, place = "public") => (puts.push(`${place}:${key}`), storage.put(key, data, type, place)) };
      await restoreBackup({ file: archive, prisma: target.prisma, target: { kind: "s3", storage: recorded } });

      expect(await s3.keys(bucket)).toEqual(Object.keys(expected.files).sort());
      for (const [key, bytes] of Object.entries(expected.files)) expect((await s3.object(bucket, key))?.body.toString("base64"), key).toBe(bytes);
      const trashed = Object.keys(expected.files).find((name) => name.startsWith(".trash/"))!.slice(".trash/".length);
      expect(puts.filter((put) => put.endsWith(`:${trashed}`))).toEqual([`trash:${trashed}`]);
    } finally {
      await target.close();
      for (const name of Object.keys(process.env)) if (name.startsWith("S3_")) delete process.env[name];
      await s3.close();
    }
  }, 120_000);

  it("refuses an upload folder that already has files, and writes nothing", async () => {
    const target = await openDatabase(await freshConfig(sourceKind, `${sourceKind}-busy-folder`));
    const busy = path.join(temp, `${sourceKind}-busy-uploads`);
    fs.mkdirSync(path.join(busy, "2026"), { recursive: true });
    fs.writeFileSync(path.join(busy, "2026", "mine.jpg"), "mine");
    try {
      await expect(restoreBackup({ file: archive, prisma: target.prisma, target: { kind: "disk", folder: busy } })).rejects.toThrow(`The upload folder ${busy} is not empty.`);
      expect(await listFiles(busy)).toEqual(["2026/mine.jpg"]);
      expect(await target.prisma.slider.count()).toBe(0);
    } finally {
      await target.close();
    }
  }, 60_000);
});

describe("an archive that is not a backup", () => {
  it("is refused with a clear message", async () => {
    const bogus = path.join(temp, "bogus.tar.gz");
    fs.writeFileSync(bogus, "not a tarball");
    const target = await openDatabase({ kind: "pglite", dir: "memory://" });
    try {
      await expect(restoreBackup({ file: bogus, prisma: target.prisma, target: { kind: "disk", folder: path.join(temp, "x") } })).rejects.toThrow(/is not a readable backup archive|is not a backup made by npm run backup/);
      await expect(restoreBackup({ file: path.join(temp, "missing.tar.gz"), prisma: target.prisma, target: { kind: "disk", folder: path.join(temp, "x") } })).rejects.toThrow(/No backup at/);
    } finally {
      await target.close();
    }
  });
});

describe("what a backup keeps to itself", () => {
  const site = path.join(temp, "private");
  const uploads = path.join(site, "uploads");
  let source: DatabaseHandle;

  beforeAll(async () => {
    source = await openDatabase({ kind: "pglite", dir: "memory://" });
    const previous = process.env.UPLOAD_DIR;
    process.env.UPLOAD_DIR = uploads;
    try {
      await seedSite(source.prisma);
    } finally {
      process.env.UPLOAD_DIR = previous;
    }
  }, 120_000);
  afterAll(() => source.close());

  const backUp = (file: string, key?: string) => createBackup({ file, prisma: source.prisma, database: source.kind, uploadFolder: uploads, key });

  it("is readable by its owner only, in a folder only the owner can enter", async () => {
    const previous = process.umask(0o022);
    try {
      const file = path.join(site, "backups", "nested", "site.tar.gz");
      await backUp(file);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(fs.statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
      expect(fs.statSync(path.join(site, "backups")).mode & 0o777).toBe(0o700);
    } finally {
      process.umask(previous);
    }
  });

  it("holds no signing key, reset code, rate-limit row or sign-in session", async () => {
    const key = new TextDecoder().decode(await signingKey());
    const file = path.join(site, "secrets.tar.gz");
    await backUp(file);
    const entries: string[] = [];
    let text = "";
    await tar.list({ file, onReadEntry: (entry) => {
      entries.push(entry.path);
      entry.on("data", (chunk: Buffer) => (text += chunk.toString("latin1")));
    } });
    expect(entries).toContain("database/admins.jsonl");
    for (const table of UNSAVED_TABLES) expect(entries).not.toContain(`database/${table}.jsonl`);
    expect(text).toContain("Asha");
    expect(text).not.toContain(key);
    expect(text).not.toContain("jwt_secret");
    expect(text).not.toContain("login:203.0.113.1");
    expect(text).not.toContain("session-browser/1.0");
  });

  it("is signed under BACKUP_KEY; a changed archive, a missing signature or another key is refused and nothing is restored", async () => {
    const backupKey = "b".repeat(40);
    const file = path.join(site, "signed.tar.gz");
    const summary = await backUp(file, backupKey);
    expect(summary.signature).toBe(`${file}.sig`);
    expect(fs.statSync(`${file}.sig`).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(`${file}.sig`, "utf8")).toMatch(/^hmac-sha256 [0-9a-f]{64}\n$/);

    // Tampered: the archive re-packed with one lead changed, its signature kept.
    const tampered = path.join(site, "tampered.tar.gz");
    const unpacked = path.join(site, "unpacked");
    fs.mkdirSync(unpacked);
    await tar.extract({ file, cwd: unpacked });
    const leads = path.join(unpacked, "database", "inquiries.jsonl");
    fs.writeFileSync(leads, fs.readFileSync(leads, "utf8").replace("Asha", "Mallory"));
    await tar.create({ gzip: true, file: tampered, cwd: unpacked, portable: true }, ["manifest.json", "database", "uploads"]);
    fs.copyFileSync(`${file}.sig`, `${tampered}.sig`);

    const unsigned = path.join(site, "unsigned.tar.gz");
    fs.copyFileSync(file, unsigned);

    const refusals: Array<[string, string, RegExp]> = [
      [tampered, backupKey, /does not match its signature .*Nothing was restored/],
      [file, "c".repeat(40), /does not match its signature/],
      [unsigned, backupKey, /has no signature .* and BACKUP_KEY is set/],
    ];
    for (const [archive, key, problem] of refusals) {
      const target = await openDatabase({ kind: "pglite", dir: "memory://" });
      const folder = path.join(site, `restored-${path.basename(archive)}-${key[0]}`);
      try {
        await expect(restoreBackup({ file: archive, prisma: target.prisma, target: { kind: "disk", folder }, key })).rejects.toThrow(problem);
        expect(await target.prisma.inquiry.count()).toBe(0);
        expect(await target.prisma.admin.count()).toBe(0);
        expect(fs.existsSync(folder)).toBe(false);
      } finally {
        await target.close();
      }
    }

    for (const [archive, key, check] of [
      [file, backupKey, "verified"],
      [unsigned, null, "unsigned"],
      [file, null, "not checked (no BACKUP_KEY)"],
    ] as const) {
      const target = await openDatabase({ kind: "pglite", dir: "memory://" });
      try {
        const restored = await restoreBackup({ file: archive, prisma: target.prisma, target: { kind: "disk", folder: path.join(site, `ok-${check}`) }, key });
        expect(restored.signature).toBe(check);
        expect((await target.prisma.inquiry.findFirstOrThrow()).name).toBe("Asha");
      } finally {
        await target.close();
      }
    }
  }, 180_000);
});

describe("npm run backup", () => {
  it("warns that the archive holds personal data, and keeps its default folder private", () => {
    const dataDir = path.join(temp, "command-data");
    // An older version left the folder readable by everyone.
    fs.mkdirSync(path.join(dataDir, "backups"), { recursive: true, mode: 0o755 });
    fs.chmodSync(path.join(dataDir, "backups"), 0o755);
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, UPLOAD_DIR: path.join(temp, "command-uploads"), NODE_ENV: "production", BACKUP_KEY: "k".repeat(32) };
    delete env.DATABASE_URL;
    delete env.PGLITE_DIR;
    const result = spawnSync(process.execPath, ["--import", "tsx", "scripts/backup.ts"], { env, encoding: "utf8", timeout: 120_000 });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain("WARNING: the archive holds personal data (the leads");
    expect(result.stdout).toContain("Signed with BACKUP_KEY");
    const folder = path.join(dataDir, "backups");
    expect(fs.statSync(folder).mode & 0o777).toBe(0o700);
    const archives = fs.readdirSync(folder);
    expect(archives.filter((name) => name.endsWith(".tar.gz"))).toHaveLength(1);
    expect(archives.filter((name) => name.endsWith(".tar.gz.sig"))).toHaveLength(1);
    for (const name of archives) expect(fs.statSync(path.join(folder, name)).mode & 0o777, name).toBe(0o600);
  }, 180_000);
});
