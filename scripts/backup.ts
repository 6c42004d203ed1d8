// `npm run backup [FILE]`: one .tar.gz of the database (a consistent logical dump, PostgreSQL or
// the embedded PGlite) and the upload folder. FILE defaults to DATA_DIR/backups/ecopack-<time>.tar.gz.
// The embedded database belongs to one process: stop the server first (PostgreSQL needs not).
import fs from "node:fs/promises";
import path from "node:path";
import { createBackup } from "@/lib/backup/backup-archive";
import { config } from "@/lib/config/config";
import { closeDb, databaseHandle } from "@/lib/db";

const stamp = new Date().toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
const settings = config();
const defaultFolder = path.join(settings.dataDir, "backups");
const file = process.argv[2] || path.join(defaultFolder, `ecopack-${stamp}.tar.gz`);
const bucket = settings.s3?.bucket;
try {
  // The default folder is the app's own: private, even if an older version made it readable.
  if (!process.argv[2]) {
    await fs.mkdir(defaultFolder, { recursive: true, mode: 0o700 });
    await fs.chmod(defaultFolder, 0o700);
  }
  const handle = await databaseHandle();
  const summary = await createBackup({ file, prisma: handle.prisma, database: handle.kind, uploadFolder: bucket ? null : settings.uploadDir, key: settings.backupKey });
  console.log(
    `[backup] ${summary.file}: ${summary.rows} rows of ${summary.tables} tables (${handle.kind}), ${summary.files} uploaded files, ${(summary.bytes / 1024 / 1024).toFixed(1)} MB.`,
  );
  console.log(
    "[backup] WARNING: the archive holds personal data (the leads: names, e-mail addresses, phone numbers, messages) and the administrators' password hashes. " +
      "It is readable by this user only: keep it that way, store it encrypted, and delete old copies you no longer need.",
  );
  if (summary.signature) console.log(`[backup] Signed with BACKUP_KEY: ${summary.signature} (keep it beside the archive; restore checks it).`);
  else console.log("[backup] Not signed: set BACKUP_KEY (32+ characters) to have restores check that an archive was not changed.");
  if (bucket) console.log(`[backup] The uploads are in the S3 bucket "${bucket}" and are NOT in this archive: copy the bucket with your store's tools (aws s3 sync, mc mirror).`);
  await closeDb();
} catch (error) {
  console.error(`[backup] failed: ${(error as Error).message}`);
  await closeDb().catch(() => {});
  process.exit(1);
}
