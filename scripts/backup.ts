// `npm run backup [FILE]`: one .tar.gz of the database (a consistent logical dump, PostgreSQL or
// the embedded PGlite) and the upload folder. FILE defaults to DATA_DIR/backups/ecopack-<time>.tar.gz.
// The embedded database belongs to one process: stop the server first (PostgreSQL needs not).
import path from "node:path";
import { createBackup } from "@/lib/backup/backup-archive";
import { config } from "@/lib/config/config";
import { closeDb, databaseHandle } from "@/lib/db";

const stamp = new Date().toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
const settings = config();
const file = process.argv[2] || path.join(settings.dataDir, "backups", `ecopack-${stamp}.tar.gz`);
const bucket = settings.s3?.bucket;
try {
  const handle = await databaseHandle();
  const summary = await createBackup({ file, prisma: handle.prisma, database: handle.kind, uploadFolder: bucket ? null : settings.uploadDir });
  console.log(
    `[backup] ${summary.file}: ${summary.rows} rows of ${summary.tables} tables (${handle.kind}), ${summary.files} uploaded files, ${(summary.bytes / 1024 / 1024).toFixed(1)} MB.`,
  );
  if (bucket) console.log(`[backup] The uploads are in the S3 bucket "${bucket}" and are NOT in this archive: copy the bucket with your store's tools (aws s3 sync, mc mirror).`);
  await closeDb();
} catch (error) {
  console.error(`[backup] failed: ${(error as Error).message}`);
  await closeDb().catch(() => {});
  process.exit(1);
}
