import { db } from "@/lib/db";
import { OTP_MAX_ATTEMPTS, otpMatches } from "./otp-code";

/**
 * Spends one of the administrator's live reset codes if `code` is one of them. Each call first
 * uses up one attempt of every live code, in one statement, so parallel guesses cannot exceed the
 * limit and several live codes give a guesser no more tries than one; a code is void once used,
 * expired or out of attempts.
 */
export async function consumeOtp(adminId: number, code: string): Promise<boolean> {
  const prisma = await db();
  const reserved = await prisma.passwordResetOtp.updateManyAndReturn({
    where: { admin_id: adminId, used_at: null, expires_at: { gt: new Date() }, attempts: { lt: OTP_MAX_ATTEMPTS } },
    data: { attempts: { increment: 1 } },
    select: { id: true, code_hash: true },
  });
  if (!/^\d{6}$/.test(code)) return false;
  for (const candidate of reserved) {
    if (!(await otpMatches(adminId, code, candidate.code_hash))) continue;
    const spent = await prisma.passwordResetOtp.updateMany({ where: { id: candidate.id, used_at: null }, data: { used_at: new Date() } });
    return spent.count === 1;
  }
  return false;
}
