import { db } from "@/lib/db";
import { HttpError } from "@/lib/http/http-error";
import { INVITE_FAILURE_LIMITS } from "@/lib/auth/auth-limits";
import type { AuthClient } from "@/lib/auth/auth-client";
import { reserveAttempt } from "@/lib/auth/attempt-limits";
import { hashPassword } from "@/lib/auth/password-hash";
import { recordAuthEvent } from "@/lib/auth/record-auth-event";
import { ACCOUNT } from "./account-texts";
import { hashInviteToken } from "./invite-token";

const refused = (message: string) => new HttpError(400, message, undefined, undefined, "invite_invalid");

/**
 * Sets an invited account's first password from its one-time link. A wrong token counts against
 * a rate limit like a wrong reset code; a good one is given back. Marking the invite used and
 * setting the password happen in one transaction, and the invite is claimed only while still
 * unused and unexpired, so two tabs racing with the same link set one password, not two.
 */
export async function acceptInvite(input: { token: string; password: string }, client: AuthClient): Promise<{ username: string }> {
  const attempt = await reserveAttempt(INVITE_FAILURE_LIMITS, "accept_invite", "invite", client);
  const prisma = await db();
  const token_hash = hashInviteToken(input.token);
  const invite = await prisma.adminInvite.findUnique({ where: { token_hash }, select: { id: true, used_at: true, expires_at: true, admin: { select: { id: true, username: true } } } });
  const problem = !invite ? ACCOUNT.inviteUnknown : invite.used_at ? ACCOUNT.inviteUsed : invite.expires_at <= new Date() ? ACCOUNT.inviteExpired : null;
  if (!invite || problem) {
    await recordAuthEvent({ action: "accept_invite", username: invite?.admin.username ?? "", outcome: "invalid_invite" }, client);
    throw refused(problem ?? ACCOUNT.inviteUnknown);
  }
  await attempt.release();
  const password_hash = await hashPassword(input.password);
  await prisma.$transaction(async (tx) => {
    const claimed = await tx.adminInvite.updateMany({ where: { id: invite.id, used_at: null, expires_at: { gt: new Date() } }, data: { used_at: new Date() } });
    if (claimed.count !== 1) throw refused(ACCOUNT.inviteUsed);
    // A new token version: nothing issued before the account had a password survives it.
    await tx.admin.update({ where: { id: invite.admin.id }, data: { password_hash, token_version: { increment: 1 }, must_change_password: false }, select: { id: true } });
  });
  await recordAuthEvent({ action: "accept_invite", username: invite.admin.username, outcome: "success" }, client);
  return { username: invite.admin.username };
}
