import { db } from "@/lib/db";
import { badRequest } from "@/lib/http/http-error";
import { ACCOUNT_TEXT } from "@/lib/auth/auth-texts";
import { OTP_FAILURE_LIMITS } from "@/lib/auth/auth-limits";
import type { AuthClient } from "@/lib/auth/auth-client";
import { reserveAttempt } from "@/lib/auth/attempt-limits";
import { consumeOtp } from "@/lib/auth/consume-otp";
import { recordAuthEvent } from "@/lib/auth/record-auth-event";
import { replacePassword } from "./replace-password";

/**
 * Sets a new password when the reset code is right; one answer for every kind of wrong. The
 * attempt is counted before the code is checked and given back when it was right.
 */
export async function resetPasswordWithOtp(input: { username: string; otp: string; newPassword: string }, client: AuthClient): Promise<void> {
  const attempt = await reserveAttempt(OTP_FAILURE_LIMITS, "otp_reset", input.username, client);
  const prisma = await db();
  const admin = await prisma.admin.findUnique({ where: { username: input.username }, select: { id: true, username: true, email: true } });
  if (!admin || !(await consumeOtp(admin.id, input.otp))) {
    await recordAuthEvent({ action: "otp_reset", username: input.username, outcome: admin ? "invalid_otp" : "unknown_user" }, client);
    throw badRequest(ACCOUNT_TEXT.invalidOtp);
  }
  await attempt.release();
  await replacePassword(admin, input.newPassword, "reset", client);
}
