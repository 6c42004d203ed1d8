import { db } from "@/lib/db";
import { notFound } from "@/lib/http/http-error";
import { ACCOUNT_SELECT, accountRow, type AccountRow } from "./account-row";
import { ACCOUNT } from "./account-texts";
import { guardLastOwner, lockEnabledOwners } from "./last-owner";
import { recordActivity, type AccountActor } from "@/lib/activity/record-activity";

/**
 * Deletes an account with its reset codes, sessions and invites; the last enabled owner is
 * kept (409). Its tokens name a row that no longer exists, so the next request is refused.
 * Versions it wrote keep its name (they hold no relation to the account).
 */
export async function deleteAccount(id: number, actor: AccountActor): Promise<AccountRow> {
  const prisma = await db();
  return prisma.$transaction(async (tx) => {
    const owners = await lockEnabledOwners(tx);
    const target = await tx.admin.findUnique({ where: { id }, select: ACCOUNT_SELECT });
    if (!target) throw notFound(ACCOUNT.notFound);
    guardLastOwner(owners, id, false);
    await tx.admin.delete({ where: { id }, select: { id: true } });
    await recordActivity(tx, { actor, action: "account_delete", details: { account: target.username } });
    return accountRow(target);
  });
}
