import { db } from "@/lib/db";
import { isSessionId } from "@/lib/auth/admin-token";
import { endSession, endSessions, liveSessionsOf } from "@/lib/auth/end-sessions";
import type { AdminSession } from "@/lib/auth/require-admin";
import { notFound } from "@/lib/http/http-error";
import { SESSION_TEXT } from "./session-texts";

/** One live session as GET /api/admin/sessions answers it (contract §8). */
export interface SessionItem {
  id: string;
  created_at: string;
  last_seen_at: string;
  address: string;
  user_agent: string;
  /** The session of the token that asked. */
  current: boolean;
}

/** The signed-in account's live sessions, newest first. */
export async function listOwnSessions(caller: AdminSession): Promise<SessionItem[]> {
  const prisma = await db();
  const rows = await prisma.adminSession.findMany({
    where: liveSessionsOf(caller.admin.id),
    select: { id: true, created_at: true, last_seen_at: true, address: true, user_agent: true },
    orderBy: [{ created_at: "desc" }, { id: "desc" }],
  });
  return rows.map((row) => ({
    id: row.id,
    created_at: row.created_at.toISOString(),
    last_seen_at: row.last_seen_at.toISOString(),
    address: row.address,
    user_agent: row.user_agent,
    current: row.id === caller.claims.sessionId,
  }));
}

/** Ends one of the caller's own live sessions (the current one too: that is signing out); 404 for anything else. */
export async function endOwnSession(caller: AdminSession, sessionId: string | undefined): Promise<void> {
  // Not a session id at all: the same 404 as another account's, which tells a stranger nothing.
  if (!isSessionId(sessionId) || !(await endSession(caller.admin.id, sessionId))) throw notFound(SESSION_TEXT.notFound);
}

/** Ends every live session of the caller's account but the one asking; answers how many ended. */
export function endOtherOwnSessions(caller: AdminSession): Promise<number> {
  return endSessions(caller.admin.id, caller.claims.sessionId);
}
