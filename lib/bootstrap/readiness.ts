import { databaseHealth } from "@/lib/db/database-health";
import { storageHealth } from "@/lib/uploads/storage-health";

export type Readiness = { status: "ok" } | { status: "error"; message: string };

// A probe flood (or a proxy checking every replica each second) costs one check per second.
const KEPT_MS = 1000;
let kept: { at: number; result: Promise<Readiness> } | undefined;

/**
 * Whether this instance can serve: the database answers with every migration applied, and the
 * upload store is reachable. A database fault is reported first. Which database runs is for the
 * server log, not for anyone probing the site.
 */
export function readiness(now = Date.now()): Promise<Readiness> {
  if (kept && now - kept.at < KEPT_MS) return kept.result;
  const result = check();
  kept = { at: now, result };
  return result;
}

/** Forgets the kept answer (tests that change what the check sees). */
export function forgetReadiness(): void {
  kept = undefined;
}

async function check(): Promise<Readiness> {
  const [database, storage] = await Promise.all([databaseHealth(), storageHealth()]);
  const fault = database.status === "error" ? database : storage.status === "error" ? storage : null;
  return fault ? { status: "error", message: fault.message } : { status: "ok" };
}
