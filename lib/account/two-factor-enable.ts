import { db } from "@/lib/db";
import { conflict, invalidFields } from "@/lib/http/http-error";
import type { AuthClient } from "@/lib/auth/auth-client";
import { hashRecoveryCode, newRecoveryCodes } from "@/lib/auth/recovery-codes";
import { matchingStep } from "@/lib/auth/totp";
import { decryptSecret } from "@/lib/auth/two-factor-cipher";
import { TWO_FACTOR_TEXT } from "@/lib/auth/two-factor-texts";
import { PENDING_SETUP_MS } from "./two-factor-setup";
import { recordActivity } from "@/lib/activity/record-activity";

/**
 * Turns two factors on once a first code from the pending secret is right, and answers ten new
 * recovery codes: the only time they exist in clear. The code's step counts as used, so the
 * same code cannot sign in afterwards.
 */
export async function enableTwoFactor(admin: { id: number; username: string }, code: string, client: AuthClient): Promise<string[]> {
  const prisma = await db();
  const row = await prisma.twoFactor.findUnique({ where: { admin_id: admin.id }, select: { enabled_at: true, pending_secret: true, pending_at: true } });
  if (row?.enabled_at) throw conflict(TWO_FACTOR_TEXT.alreadyOn);
  const fresh = row?.pending_secret && row.pending_at && Date.now() - row.pending_at.getTime() <= PENDING_SETUP_MS;
  const secret = fresh ? await decryptSecret(admin.id, row.pending_secret!) : null;
  if (!secret) throw conflict(TWO_FACTOR_TEXT.noPendingSetup);
  const step = matchingStep(secret, code);
  if (step === null) throw invalidFields({ code: TWO_FACTOR_TEXT.invalidCode });

  const codes = newRecoveryCodes();
  await prisma.$transaction(async (tx) => {
    // Only the secret this code was checked against: a set-up restarted meanwhile wins.
    const switched = await tx.twoFactor.updateMany({
      where: { admin_id: admin.id, enabled_at: null, pending_secret: row!.pending_secret },
      data: { secret: row!.pending_secret, enabled_at: new Date(), last_used_step: step, pending_secret: null, pending_at: null },
    });
    if (switched.count !== 1) throw conflict(TWO_FACTOR_TEXT.noPendingSetup);
    await tx.recoveryCode.deleteMany({ where: { admin_id: admin.id } });
    await tx.recoveryCode.createMany({ data: codes.map((value) => ({ admin_id: admin.id, code_hash: hashRecoveryCode(admin.id, value) })) });
    await recordActivity(tx, { actor: { id: admin.id, username: admin.username, address: client.ip }, action: "two_factor_change", details: { enabled: true } });
  });
  return codes;
}
