import { db } from "@/lib/db";
import { runInBackground } from "@/lib/server/background-tasks";

/** How stale `last_seen_at` may get: "last activity" to the minute, without a write per request. */
export const LAST_SEEN_INTERVAL_MS = 60_000;

/**
 * Moves the session's last activity forward when it is older than LAST_SEEN_INTERVAL_MS, after
 * the answer: the UPDATE repeats the condition, so instances racing on one session write once.
 */
export function touchSession(sessionId: string, lastSeenAt: Date, now = new Date()): void {
  const stale = new Date(now.getTime() - LAST_SEEN_INTERVAL_MS);
  if (lastSeenAt > stale) return;
  runInBackground("session last activity", async () => {
    const prisma = await db();
    await prisma.adminSession.updateMany({ where: { id: sessionId, last_seen_at: { lte: stale } }, data: { last_seen_at: now } });
  });
}
