import { db } from "@/lib/db";
import type { AuthClient } from "./auth-client";
import type { AdminSession } from "./require-admin";
import { recordAuthEvent } from "./record-auth-event";

/**
 * Revokes this token for real: its jti is refused until the token would have expired anyway,
 * after which the row is useless and pruned (lib/rate-limit/prune-expired).
 */
export async function logOut(session: AdminSession, client: AuthClient): Promise<void> {
  const prisma = await db();
  const { jti, expiresAt } = session.claims;
  await prisma.revokedToken.upsert({ where: { jti }, create: { jti, admin_id: session.admin.id, expires_at: expiresAt }, update: {} });
  await recordAuthEvent({ action: "logout", username: session.admin.username, outcome: "success" }, client);
}
