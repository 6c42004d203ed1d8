import { db } from "@/lib/db";
import type { AdminRole } from "@/lib/auth/require-admin";
import { twoFactorRequiredForAll } from "@/lib/auth/two-factor-policy";

export interface TwoFactorStatus {
  enabled: boolean;
  enabled_at: Date | null;
  /** Unused recovery codes; 0 while two factors are off. */
  recovery_codes_left: number;
  /** Whether an owner requires two factors for every account. */
  required_for_all: boolean;
  /** Whether this account may change that (owners only). */
  policy_editable: boolean;
}

/** What the Two-factor sign-in screen shows of the signed-in account. */
export async function twoFactorStatus({ id: adminId, role }: { id: number; role: AdminRole }): Promise<TwoFactorStatus> {
  const prisma = await db();
  const [state, left, required] = await Promise.all([
    prisma.twoFactor.findUnique({ where: { admin_id: adminId }, select: { enabled_at: true } }),
    prisma.recoveryCode.count({ where: { admin_id: adminId, used_at: null } }),
    twoFactorRequiredForAll(),
  ]);
  const enabled = Boolean(state?.enabled_at);
  return { enabled, enabled_at: state?.enabled_at ?? null, recovery_codes_left: enabled ? left : 0, required_for_all: required, policy_editable: role === "owner" };
}
