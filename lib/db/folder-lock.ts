import fs from "node:fs";
import os from "node:os";

export interface LockHolder {
  pid: number;
  host: string;
  since: string;
  command: string;
}

export class FolderLockedError extends Error {
  constructor(
    readonly lockPath: string,
    readonly holder: LockHolder,
  ) {
    super(
      `The embedded database is in use by process ${holder.pid} (${holder.command}) on ${holder.host} since ${holder.since}. ` +
        `PGlite allows one process at a time: stop that process first, or set DATABASE_URL to use PostgreSQL, ` +
        `which any number of processes can share. Lock file: ${lockPath}`,
    );
    this.name = "FolderLockedError";
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM means it exists but belongs to someone else: still alive.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readHolder(lockPath: string): LockHolder | null {
  try {
    return JSON.parse(fs.readFileSync(lockPath, "utf8")) as LockHolder;
  } catch {
    return null;
  }
}

/**
 * Takes an exclusive lock on a folder for this process, because a second PGlite opener
 * corrupts the database. The lock file names its holder; a lock whose process is gone
 * (killed, crashed) is taken over, so a SIGKILL never blocks the next start.
 * Returns the release function.
 */
export function lockFolder(lockPath: string): () => void {
  const me: LockHolder = {
    pid: process.pid,
    host: os.hostname(),
    since: new Date().toISOString(),
    command: process.argv.slice(1).join(" ").slice(0, 200) || "node",
  };
  const temp = `${lockPath}.${process.pid}.${Date.now()}`;
  fs.writeFileSync(temp, JSON.stringify(me));
  try {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        // link() fails if the lock exists: only one process can create it.
        fs.linkSync(temp, lockPath);
        const owner = readHolder(lockPath);
        if (owner?.pid === me.pid && owner.since === me.since) {
          return () => {
            if (readHolder(lockPath)?.since === me.since) fs.rmSync(lockPath, { force: true });
          };
        }
        continue;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      }
      const holder = readHolder(lockPath);
      const sameMachine = !holder || holder.host === me.host;
      // A lock from a dead process (or our own pid after a container restart) is stale.
      if (!holder || (sameMachine && (holder.pid === me.pid || !isAlive(holder.pid)))) {
        fs.rmSync(lockPath, { force: true });
        continue;
      }
      throw new FolderLockedError(lockPath, holder);
    }
    const holder = readHolder(lockPath);
    throw new FolderLockedError(lockPath, holder ?? { ...me, pid: -1, command: "unknown" });
  } finally {
    fs.rmSync(temp, { force: true });
  }
}
