import { db } from "@/lib/db";
import { KNOWN_BROWSER_DAYS } from "./is-new-browser";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes sessions ended or expired more than KNOWN_BROWSER_DAYS ago, except each account's
 * newest one, which is what tells a returning account from a first sign-in. Idempotent:
 * several instances may sweep at once. Answers how many rows went.
 */
export async function sweepSessions(now = new Date()): Promise<number> {
  const prisma = await db();
  const cutoff = new Date(now.getTime() - KNOWN_BROWSER_DAYS * DAY_MS);
  return prisma.$executeRaw`
    DELETE FROM admin_sessions s
    WHERE COALESCE(s.ended_at, s.expires_at) < ${cutoff}
      AND EXISTS (SELECT 1 FROM admin_sessions n WHERE n.admin_id = s.admin_id AND (n.created_at, n.id) > (s.created_at, s.id))`;
}
