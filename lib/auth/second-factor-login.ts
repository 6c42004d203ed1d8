import { recordActivity } from "@/lib/activity/record-activity";
import { db } from "@/lib/db";
import { HttpError } from "@/lib/http/http-error";
import { reserveAttempt } from "./attempt-limits";
import type { AuthClient } from "./auth-client";
import { PASSWORD_FAILURE_LIMITS } from "./auth-limits";
import { spendSecondFactor } from "./spend-second-factor";
import { TWO_FACTOR_TEXT } from "./two-factor-texts";

const twoFactorRequired = (message: string) => new HttpError(401, message, undefined, undefined, "two_factor_required");

/**
 * The sign-in's second step, after the password was found right (contract §8). Nothing for an
 * account without two factors. Otherwise no code is a 401 `two_factor_required`; a code is
 * counted in the password buckets before it is checked and given back only when right, so wrong
 * codes run into the same 429 as wrong passwords, and are logged as failed sign-ins as they are.
 */
export async function requireSecondFactor(admin: { id: number; username: string }, typedUsername: string, otp: string | undefined, client: AuthClient): Promise<void> {
  const prisma = await db();
  const state = await prisma.twoFactor.findUnique({ where: { admin_id: admin.id }, select: { enabled_at: true } });
  if (!state?.enabled_at) return;
  if (!otp) throw twoFactorRequired(TWO_FACTOR_TEXT.codeRequired);
  const attempt = await reserveAttempt(PASSWORD_FAILURE_LIMITS, "login", typedUsername, client);
  let right: boolean;
  try {
    right = await spendSecondFactor(admin.id, otp);
  } catch (error) {
    await attempt.release();
    throw error;
  }
  if (!right) {
    await recordActivity(prisma, { actor: { id: admin.id, username: admin.username, address: client.ip }, action: "sign_in_failed", details: { reason: "wrong_code" } });
    throw twoFactorRequired(TWO_FACTOR_TEXT.invalidCode);
  }
  await attempt.release();
}
