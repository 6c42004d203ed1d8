import { db } from "@/lib/db";
import type { AuthClient } from "./auth-client";

export type AuthAction = "login" | "change_password" | "otp_request" | "otp_reset" | "change_username" | "logout" | "two_factor_disable" | "accept_invite";
export type AuthOutcome = "success" | "wrong_password" | "unknown_user" | "invalid_otp" | "rate_limited" | "taken" | "sent" | "invalid_invite";

/**
 * Appends one row to the audit trail (AuthEvent). Values are clipped: they come from clients.
 * Sign-ins and failed ones are not here: the activity log is their one record (contract §8).
 */
export async function recordAuthEvent(event: { action: AuthAction; username: string; outcome: AuthOutcome }, client: AuthClient): Promise<void> {
  const prisma = await db();
  await prisma.authEvent.create({
    data: {
      action: event.action,
      username: event.username.slice(0, 200),
      ip: client.ip.slice(0, 100),
      user_agent: client.userAgent.slice(0, 500),
      outcome: event.outcome,
    },
  });
}
