import { db } from "@/lib/db";

/** The rows whose tokens still work: not ended, not expired. */
export function liveSessionsOf(adminId: number, now = new Date()) {
  return { admin_id: adminId, ended_at: null, expires_at: { gt: now } };
}

/** Ends one live session of the account; false when it is not one (another account's, unknown or over). */
export async function endSession(adminId: number, sessionId: string): Promise<boolean> {
  const prisma = await db();
  const now = new Date();
  const { count } = await prisma.adminSession.updateMany({ where: { id: sessionId, ...liveSessionsOf(adminId, now) }, data: { ended_at: now } });
  return count > 0;
}

/** Ends every live session of the account but `keepId` (none kept without it); answers how many ended. */
export async function endSessions(adminId: number, keepId?: string): Promise<number> {
  const prisma = await db();
  const now = new Date();
  const { count } = await prisma.adminSession.updateMany({
    where: { ...liveSessionsOf(adminId, now), ...(keepId ? { id: { not: keepId } } : {}) },
    data: { ended_at: now },
  });
  return count;
}
