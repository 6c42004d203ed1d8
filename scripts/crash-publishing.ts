// `npm run measure:crash-publishing`: kill -9 in the middle of a publish (now, or the scheduler's
// of a due draft, which the restarted server's scheduler must then publish), a version restore, a
// restore from the trash and a purge, at every step of each (a database query or a file operation completed), on
// PostgreSQL (a throwaway database on TEST_DATABASE_URL's server, default 127.0.0.1:5432) and on
// an embedded PGlite folder, with the upload folder on disk. After each kill the next worker runs
// the sweeps a restarted server runs and checks the record is wholly old or wholly new (live row,
// draft, versions, trash entry and activity entry agree) and that no file is orphaned, missing or
// in the wrong place. Prints the figures; expected: 0 half, 0 orphan, 0 missing, 0 misplaced.
// CRASH_POINTS=n tries n kill points per operation instead of all; CRASH_DATABASES=postgres or
// pglite runs one of the two.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createThrowawayDatabase, TEST_POSTGRES_SERVER } from "../tests/support/throwaway-database";
import { runCrashes, spreadPoints, type CrashRunReport } from "./crash-publishing/crash-runs";
import type { CrashOperation } from "./crash-publishing/crash-types";

const OPERATIONS: CrashOperation[] = ["publish", "scheduled", "version-restore", "trash-restore", "purge"];
const points = (steps: number) => spreadPoints(steps, Number(process.env.CRASH_POINTS) || steps);
const databases = (process.env.CRASH_DATABASES ?? "postgres,pglite").split(",");

function summary(name: string, report: CrashRunReport): boolean {
  let clean = true;
  for (const operation of OPERATIONS) {
    const verdicts = report.verdicts.filter((verdict) => verdict.operation === operation && verdict.killAt > 0);
    const count = (outcome: string) => verdicts.filter((verdict) => verdict.outcome === outcome).length;
    const sum = (pick: (verdict: (typeof verdicts)[number]) => number) => verdicts.reduce((total, verdict) => total + pick(verdict), 0);
    const bad = count("half") + sum((v) => v.orphans.length + v.missing.length + v.misplaced.length + v.pending);
    clean &&= bad === 0;
    console.log(
      `[crash-publishing] ${name} ${operation}: ${report.steps[operation]} steps, ${verdicts.length} kills -> old ${count("old")}, new ${count("new")}, half ${count("half")}; orphan files ${sum((v) => v.orphans.length)}, missing ${sum((v) => v.missing.length)}, misplaced ${sum((v) => v.misplaced.length)}, pending rows left ${sum((v) => v.pending)}`,
    );
  }
  // A restarted server's scheduler publishes a schedule the kill interrupted: never left old.
  const unpublished = report.verdicts.filter((verdict) => verdict.operation === "scheduled" && verdict.outcome !== "new").length;
  clean &&= unpublished === 0;
  console.log(`[crash-publishing] ${name} scheduled: ${unpublished} not published after the restart`);
  const completed = report.verdicts.filter((verdict) => verdict.killAt === 0);
  const wrong = completed.filter((verdict) => verdict.outcome !== "new");
  clean &&= wrong.length === 0;
  console.log(`[crash-publishing] ${name}: ${report.killed} processes killed, ${completed.length} complete runs (${wrong.length} not new), ${report.seconds} s`);
  return clean;
}

let clean = true;
for (const name of databases) {
  const root = mkdtempSync(path.join(os.tmpdir(), "ecopack-crash-publishing-"));
  const env: NodeJS.ProcessEnv = { ...process.env, UPLOAD_DIR: path.join(root, "uploads"), DATA_DIR: path.join(root, "data"), LOG_LEVEL: "warn" };
  for (const key of Object.keys(env)) if (key.startsWith("S3_")) delete env[key];
  const database = name === "postgres" ? await createThrowawayDatabase(TEST_POSTGRES_SERVER, "ecopack_crash") : null;
  if (database) {
    env.DATABASE_URL = database.url;
    delete env.PGLITE_DIR;
  } else {
    delete env.DATABASE_URL;
    env.PGLITE_DIR = path.join(root, "pglite");
  }
  try {
    const report = await runCrashes({ env, operations: OPERATIONS, points, log: (line) => console.log(`[crash-publishing] ${name} ${line}`) });
    clean = summary(name, report) && clean;
  } finally {
    await database?.drop();
    rmSync(root, { recursive: true, force: true });
  }
}
process.exitCode = clean ? 0 : 1;
