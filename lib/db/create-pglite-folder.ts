import { execFile } from "node:child_process";
import fs from "node:fs";
import { promisify } from "node:util";

// Run by `node -e` in the child: makes the database in the folder it is given, closes it and exits.
// The package is found from the working directory, as the server finds it.
const CREATE = `
const [folder, options] = process.argv.slice(1);
require("@electric-sql/pglite").PGlite.create(folder, JSON.parse(options))
  .then((db) => db.close())
  .then(() => process.exit(0), (error) => { process.stderr.write(String(error && error.message || error)); process.exit(1); });`;

/** Whether `dir` holds no database yet (missing or empty), so it must be created first. */
export function isNewPgliteFolder(dir: string): boolean {
  return !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;
}

/**
 * Creates a PGlite database in `dir` from a child process that exits. PGlite makes a new database
 * by running initdb in a second Postgres instance and copying its files over: in the server's own
 * process both stay resident for good (measured: 890 MB at the peak and 760 MB afterwards, where
 * opening an existing folder takes 170 MB). The folder is made beside its place and renamed into
 * it, so a start killed midway leaves no half-made database. The caller holds the folder's lock.
 */
export async function createPgliteFolder(dir: string, options: { startParams: readonly string[] }): Promise<void> {
  const making = `${dir}.creating`;
  fs.rmSync(making, { recursive: true, force: true });
  try {
    await promisify(execFile)(process.execPath, ["-e", CREATE, making, JSON.stringify(options)], { maxBuffer: 1024 * 1024 });
    // Replaces `dir` when it is an empty folder.
    fs.renameSync(making, dir);
  } catch (error) {
    fs.rmSync(making, { recursive: true, force: true });
    const detail = (error as { stderr?: string }).stderr?.trim() || (error as Error).message;
    throw new Error(`creating the embedded database in ${dir} failed: ${detail}`, { cause: error });
  }
}
