import { db } from "@/lib/db";
import { notFound } from "@/lib/http/http-error";
import type { AdminRole } from "@/lib/auth/require-admin";
import { ACCOUNT_SELECT, accountRow, type AccountRow } from "./account-row";
import { ACCOUNT } from "./account-texts";
import { guardLastOwner, lockEnabledOwners } from "./last-owner";
import { recordActivity, type AccountActor } from "@/lib/activity/record-activity";
import { liveSessionsOf } from "@/lib/auth/end-sessions";

/**
 * Changes an account's role or disabled flag; the last enabled owner is kept (409). Disabling
 * also bumps the token version, so re-enabling the account later does not revive its old tokens;
 * requireAdmin refuses a disabled account's tokens on their next request either way, and its
 * sessions end in the same transaction (the sessions screen shows none live).
 */
export async function changeAccount(id: number, change: { role?: AdminRole; disabled?: boolean }, actor: AccountActor): Promise<AccountRow> {
  const prisma = await db();
  return prisma.$transaction(async (tx) => {
    const owners = await lockEnabledOwners(tx);
    const target = await tx.admin.findUnique({ where: { id }, select: { role: true, disabled: true } });
    if (!target) throw notFound(ACCOUNT.notFound);
    const role = change.role ?? target.role;
    const disabled = change.disabled ?? target.disabled;
    guardLastOwner(owners, id, role === "owner" && !disabled);
    const disabling = disabled && !target.disabled;
    const updated = await tx.admin.update({
      where: { id },
      data: { role, disabled, ...(disabling ? { token_version: { increment: 1 } } : {}) },
      select: ACCOUNT_SELECT,
    });
    if (disabling) await tx.adminSession.updateMany({ where: liveSessionsOf(id), data: { ended_at: new Date() } });
    await recordActivity(tx, { actor, action: "account_update", details: { account: updated.username, role, disabled } });
    return accountRow(updated);
  });
}
