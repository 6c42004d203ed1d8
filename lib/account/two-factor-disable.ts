import { db } from "@/lib/db";
import { conflict, invalidFields } from "@/lib/http/http-error";
import { reserveAttempt } from "@/lib/auth/attempt-limits";
import type { AuthClient } from "@/lib/auth/auth-client";
import { PASSWORD_FAILURE_LIMITS } from "@/lib/auth/auth-limits";
import { verifyPassword } from "@/lib/auth/password-hash";
import type { PublicAdmin } from "@/lib/auth/public-admin";
import { recordAuthEvent } from "@/lib/auth/record-auth-event";
import { spendSecondFactor } from "@/lib/auth/spend-second-factor";
import { TWO_FACTOR_TEXT } from "@/lib/auth/two-factor-texts";
import { runInBackground } from "@/lib/server/background-tasks";
import { sendTwoFactorOffMail } from "./two-factor-mail";
import { recordActivity } from "@/lib/activity/record-activity";

/**
 * Turns two factors off: a token alone is not enough, the password and a current code (or a
 * recovery code) must come too. One attempt in the password buckets covers both checks and is
 * given back only when both are right, so a stolen token cannot guess either. Wrong values are
 * 400s naming the field: a 401 would sign the screen out. The owner of the account is told by mail.
 */
export async function disableTwoFactor(admin: PublicAdmin, input: { password: string; code: string }, client: AuthClient): Promise<void> {
  const prisma = await db();
  const state = await prisma.twoFactor.findUnique({ where: { admin_id: admin.id }, select: { enabled_at: true } });
  if (!state?.enabled_at) throw conflict(TWO_FACTOR_TEXT.notOn);

  const attempt = await reserveAttempt(PASSWORD_FAILURE_LIMITS, "two_factor_disable", admin.username, client);
  let failure: "wrong_password" | "invalid_otp" | null;
  try {
    const found = await prisma.admin.findUnique({ where: { id: admin.id }, select: { password_hash: true } });
    failure = !(await verifyPassword(input.password, found?.password_hash)) ? "wrong_password" : !(await spendSecondFactor(admin.id, input.code)) ? "invalid_otp" : null;
  } catch (error) {
    await attempt.release();
    throw error;
  }
  if (failure) {
    await recordAuthEvent({ action: "two_factor_disable", username: admin.username, outcome: failure }, client);
    throw invalidFields(failure === "wrong_password" ? { password: TWO_FACTOR_TEXT.wrongPassword } : { code: TWO_FACTOR_TEXT.invalidCode });
  }
  await attempt.release();
  await prisma.$transaction([
    prisma.recoveryCode.deleteMany({ where: { admin_id: admin.id } }),
    prisma.twoFactor.deleteMany({ where: { admin_id: admin.id } }),
    recordActivity(prisma, { actor: { id: admin.id, username: admin.username, address: client.ip }, action: "two_factor_change", details: { enabled: false } }),
  ]);
  runInBackground("two-factor off mail", () => sendTwoFactorOffMail(admin, client));
}
