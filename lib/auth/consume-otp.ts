import { db } from "@/lib/db";
import { OTP_MAX_ATTEMPTS, otpMatches } from "./otp-code";

/**
 * Spends the administrator's current reset code if `code` is it. Each call uses up one of the
 * code's attempts before comparing, so parallel guesses cannot exceed the limit; a code is
 * void once used, expired or out of attempts.
 */
export async function consumeOtp(adminId: number, code: string): Promise<boolean> {
  const prisma = await db();
  const active = { admin_id: adminId, used_at: null, expires_at: { gt: new Date() }, attempts: { lt: OTP_MAX_ATTEMPTS } };
  const current = await prisma.passwordResetOtp.findFirst({ where: active, orderBy: { id: "desc" }, select: { id: true } });
  if (!current) return false;
  const [reserved] = await prisma.passwordResetOtp.updateManyAndReturn({
    where: { ...active, id: current.id },
    data: { attempts: { increment: 1 } },
    select: { code_hash: true },
  });
  if (!reserved || !/^\d{6}$/.test(code) || !(await otpMatches(adminId, code, reserved.code_hash))) return false;
  const spent = await prisma.passwordResetOtp.updateMany({ where: { id: current.id, used_at: null }, data: { used_at: new Date() } });
  return spent.count === 1;
}
