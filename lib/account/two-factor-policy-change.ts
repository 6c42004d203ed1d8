import { db } from "@/lib/db";
import { conflict } from "@/lib/http/http-error";
import { setTwoFactorRequiredForAll } from "@/lib/auth/two-factor-policy";
import { TWO_FACTOR_TEXT } from "@/lib/auth/two-factor-texts";

/**
 * An owner's "require two factors for every account". Turning it on takes the owner's own two
 * factors first: otherwise the owner's next call would be refused along with everyone's.
 */
export async function changeTwoFactorPolicy(owner: { id: number }, required: boolean): Promise<{ required_for_all: boolean }> {
  if (required) {
    const own = await (await db()).twoFactor.findUnique({ where: { admin_id: owner.id }, select: { enabled_at: true } });
    if (!own?.enabled_at) throw conflict(TWO_FACTOR_TEXT.policyNeedsOwnFactor);
  }
  await setTwoFactorRequiredForAll(required);
  return { required_for_all: required };
}
