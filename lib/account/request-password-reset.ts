import { db } from "@/lib/db";
import { OTP_REQUEST_LIMITS } from "@/lib/auth/auth-limits";
import type { AuthClient } from "@/lib/auth/auth-client";
import { reserveAttempt } from "@/lib/auth/attempt-limits";
import { sendOtpMail } from "./auth-mail";
import { runInBackground } from "@/lib/server/background-tasks";
import { hashOtp, newOtpCode, OTP_LIVE_CODES, OTP_MAX_ATTEMPTS, OTP_TTL_MS } from "@/lib/auth/otp-code";
import type { PublicAdmin } from "@/lib/auth/public-admin";
import { recordAuthEvent } from "@/lib/auth/record-auth-event";

/**
 * Stores a fresh code beside the account's live ones and mails it, unless OTP_LIVE_CODES are
 * live already: then nothing is issued and every code in flight keeps working (whoever knows the
 * username can neither void the code the administrator is typing nor flood the mailbox). Drops
 * everyone's expired codes and this account's spent ones first.
 */
async function issueCode(admin: PublicAdmin): Promise<void> {
  const prisma = await db();
  const code = newOtpCode();
  const code_hash = await hashOtp(admin.id, code);
  const now = new Date();
  const issued = await prisma.$transaction(async (tx) => {
    await tx.passwordResetOtp.deleteMany({
      where: { OR: [{ expires_at: { lte: now } }, { admin_id: admin.id, OR: [{ used_at: { not: null } }, { attempts: { gte: OTP_MAX_ATTEMPTS } }] }] },
    });
    if ((await tx.passwordResetOtp.count({ where: { admin_id: admin.id } })) >= OTP_LIVE_CODES) return false;
    await tx.passwordResetOtp.create({ data: { admin_id: admin.id, code_hash, expires_at: new Date(now.getTime() + OTP_TTL_MS) } });
    return true;
  });
  if (issued) await sendOtpMail(admin, code);
}

/**
 * Mails a fresh reset code to the administrator. The caller answers the same whether or not
 * the username exists, and both cases do the same work before that answer (count, look up,
 * audit): issuing and mailing the code happen in the background, so timing tells nothing either.
 */
export async function requestPasswordReset(input: { username: string }, client: AuthClient): Promise<void> {
  // Never given back: every request counts, since each one may send a mail.
  await reserveAttempt(OTP_REQUEST_LIMITS, "otp_request", input.username, client);
  const prisma = await db();
  const admin = await prisma.admin.findUnique({ where: { username: input.username }, select: { id: true, username: true, email: true } });
  await recordAuthEvent({ action: "otp_request", username: input.username, outcome: admin ? "sent" : "unknown_user" }, client);
  if (admin) runInBackground("password reset code", () => issueCode(admin));
}
