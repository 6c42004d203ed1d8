// `npm run restore FILE`: brings a backup of `npm run backup` back into an EMPTY deployment (the
// configured database and upload folder or bucket), migrating the schema first. Run it before the
// first start: it refuses a database or upload folder that has anything in it.
import { restoreBackup } from "@/lib/backup/backup-archive";
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
  const summary = await restoreBackup({ file, prisma: handle.prisma, target: storage.kind === "s3" ? { kind: "s3", storage } : { kind: "disk", folder: uploadDir() } });
  console.log(`[restore] ${file}: ${summary.rows} rows of ${summary.tables} tables into ${handle.kind}, ${summary.files} files into ${storage.describe()}.`);
  await closeDb();
} catch (error) {
  console.error(`[restore] failed: ${(error as Error).message}`);
  await closeDb().catch(() => {});
  process.exit(1);
}
