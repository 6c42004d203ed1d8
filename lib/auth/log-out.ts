import { db } from "@/lib/db";
import type { AuthClient } from "./auth-client";
import type { AdminSession } from "./require-admin";
import { recordAuthEvent } from "./record-auth-event";

/**
 * Ends this token's session, which is what requireAdmin refuses from now on, on every instance
 * (contract §3): the token carries its session's id (`sid`), so nothing else needs keeping.
 */
export async function logOut(session: AdminSession, client: AuthClient): Promise<void> {
  const prisma = await db();
  await prisma.adminSession.updateMany({ where: { id: session.claims.sessionId, ended_at: null }, data: { ended_at: new Date() } });
  await recordAuthEvent({ action: "logout", username: session.admin.username, outcome: "success" }, client);
}
