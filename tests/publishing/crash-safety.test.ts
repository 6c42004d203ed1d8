// Kill -9 in the middle of a publish (now, and the scheduler's), a version restore, a restore from
// the trash and a purge, on the test database's kind (PostgreSQL with TEST_DATABASE_URL, else a
// PGlite folder) with the upload folder on disk: a few kill points per operation, each in a worker process that
// kills itself after that many database queries and file operations (scripts/crash-publishing,
// where `npm run measure:crash-publishing` tries every point). After each kill the next worker
// runs what a restarted server runs (the upload and trash sweeps, the scheduler) and finds the
// record wholly old or wholly new, and every file named by something and in its place.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runCrashes } from "../../scripts/crash-publishing/crash-runs";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "ecopack-crash-"));
const env: NodeJS.ProcessEnv = { ...process.env, UPLOAD_DIR: path.join(root, "uploads"), DATA_DIR: path.join(root, "data"), LOG_LEVEL: "warn" };
// The test's own PostgreSQL database when there is one (this process never opens it), else a folder.
if (!process.env.DATABASE_URL) env.PGLITE_DIR = path.join(root, "pglite");

const OPERATIONS = ["publish", "scheduled", "version-restore", "trash-restore", "purge"] as const;
const POINTS = [6, 20];

describe("kill -9 during publish, restore and purge", () => {
  it("leaves each record wholly old or wholly new, and no orphan, missing or misplaced file", async () => {
    try {
      // A run to the end takes about 25 steps (queries and file operations; 14 for a trash
      // restore, which is not killed at the 20th): the 6th comes before the commit, the 20th after.
      const report = await runCrashes({ env, operations: OPERATIONS, points: Object.fromEntries(OPERATIONS.map((operation) => [operation, POINTS])) });
      const outcomes = (operation: string) => report.verdicts.filter((verdict) => verdict.operation === operation).map((verdict) => verdict.outcome);
      console.log(`[crash] ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}: ${report.killed} killed; ${OPERATIONS.map((operation) => `${operation} ${outcomes(operation).join(",")}`).join("; ")}; ${report.seconds} s`);
      expect(report.killed).toBe(OPERATIONS.length * POINTS.length - 1);
      for (const verdict of report.verdicts) {
        expect(verdict.outcome, JSON.stringify(verdict)).not.toBe("half");
        expect({ orphans: verdict.orphans, missing: verdict.missing, misplaced: verdict.misplaced, pending: verdict.pending }).toEqual({ orphans: [], missing: [], misplaced: [], pending: 0 });
      }
      // Killed before the commit the change is not there, after it it is whole; a schedule a kill
      // interrupted is published by the next start's scheduler.
      for (const operation of ["publish", "version-restore", "trash-restore", "purge"]) expect(outcomes(operation), operation).toEqual(["old", "new"]);
      expect(outcomes("scheduled")).toEqual(["new", "new"]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  }, 480_000);
});
