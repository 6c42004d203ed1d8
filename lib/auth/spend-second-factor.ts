import { db } from "@/lib/db";
import { hashRecoveryCode, normalizeRecoveryCode } from "./recovery-codes";
import { looksLikeTotpCode, matchingStep } from "./totp";
import { decryptSecret } from "./two-factor-cipher";

/**
 * Spends a second factor of an account whose two factors are on: a current TOTP code whose step
 * is newer than the last one accepted, or an unused recovery code. Each is spent by one
 * conditional write, so of two requests carrying the same code exactly one succeeds.
 */
export async function spendSecondFactor(adminId: number, code: string): Promise<boolean> {
  const prisma = await db();
  const given = code.trim();
  if (looksLikeTotpCode(given)) {
    const row = await prisma.twoFactor.findUnique({ where: { admin_id: adminId }, select: { secret: true } });
    const secret = row?.secret ? await decryptSecret(adminId, row.secret) : null;
    const step = secret ? matchingStep(secret, given) : null;
    if (step === null) return false;
    const spent = await prisma.twoFactor.updateMany({
      where: { admin_id: adminId, secret: row!.secret, OR: [{ last_used_step: null }, { last_used_step: { lt: step } }] },
      data: { last_used_step: step },
    });
    return spent.count === 1;
  }
  if (!normalizeRecoveryCode(given)) return false;
  const spent = await prisma.recoveryCode.updateMany({
    where: { admin_id: adminId, code_hash: hashRecoveryCode(adminId, given), used_at: null },
    data: { used_at: new Date() },
  });
  return spent.count === 1;
}
