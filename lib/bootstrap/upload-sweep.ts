import { config } from "@/lib/config/config";
import { uploadsKeptPrivately } from "@/lib/content/uploads-kept-privately";
import { uploadsNamedByLiveRecords } from "@/lib/content/uploads-named-by-records";
import { db } from "@/lib/db";
import { logger } from "@/lib/log/logger";
import { runPeriodically } from "@/lib/server/background-tasks";
import { sweepPendingUploads } from "@/lib/uploads/sweep-pending-uploads";
import { uploadStorage } from "@/lib/uploads/upload-storage";

/** How often the sweep runs: twice per grace period, at least every second and at most every 5 minutes. */
export function uploadSweepInterval(graceMs: number): number {
  return Math.min(5 * 60_000, Math.max(1000, Math.floor(graceMs / 2)));
}

/** One sweep of what crashes left in the upload storage (see sweepPendingUploads). */
export async function sweepUploadsNow(graceMs = config().uploadSweepGraceMs) {
  return sweepPendingUploads(await db(), {
    graceMs,
    storage: uploadStorage(),
    // A live record's file stays served; one only a draft, a version or the trash names goes private.
    namedByRecords: uploadsNamedByLiveRecords,
    keptPrivately: uploadsKeptPrivately,
    log: (line) => logger().info(line),
  });
}

/** Sweeps at start and then periodically (see runPeriodically). Answers a function that stops the timer. */
export function startUploadSweep(graceMs = config().uploadSweepGraceMs): () => void {
  return runPeriodically("upload sweep", uploadSweepInterval(graceMs), () => sweepUploadsNow(graceMs));
}
