// `npm run restore FILE`: brings a backup of `npm run backup` back into an EMPTY deployment (the
// configured database and upload folder or bucket), migrating the schema first. Run it before the
// first start: it refuses a database or upload folder that has anything in it.
import { restoreBackup } from "@/lib/backup/backup-archive";
import { config } from "@/lib/config/config";
import { closeDb, databaseHandle } from "@/lib/db";
import { uploadDir } from "@/lib/uploads/config";
import { uploadStorage } from "@/lib/uploads/upload-storage";

const file = process.argv[2];
if (!file) {
  console.error("[restore] usage: npm run restore FILE (a .tar.gz made by npm run backup)");
  process.exit(2);
}
try {
  const storage = uploadStorage();
  if (storage.kind === "s3") await storage.prepare();
  const handle = await databaseHandle();
  const summary = await restoreBackup({
    file,
    prisma: handle.prisma,
    target: storage.kind === "s3" ? { kind: "s3", storage } : { kind: "disk", folder: uploadDir() },
    key: config().backupKey,
  });
  console.log(`[restore] ${file}: ${summary.rows} rows of ${summary.tables} tables into ${handle.kind}, ${summary.files} files into ${storage.describe()}.`);
  if (summary.signature === "unsigned") console.warn("[restore] WARNING: the archive is not signed, so nothing proves it was not changed. Set BACKUP_KEY for backups and restores.");
  if (summary.signature === "not checked (no BACKUP_KEY)") console.warn("[restore] WARNING: the archive is signed but BACKUP_KEY is not set, so its signature was not checked.");
  if (summary.signature === "verified") console.log("[restore] Signature checked with BACKUP_KEY.");
  console.log("[restore] Every administrator's earlier sessions have ended: sign in again.");
  await closeDb();
} catch (error) {
  console.error(`[restore] failed: ${(error as Error).message}`);
  await closeDb().catch(() => {});
  process.exit(1);
}
