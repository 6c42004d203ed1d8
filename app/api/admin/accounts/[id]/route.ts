import { changeAccountBody } from "@/lib/account/account-schemas";
import { ACCOUNT } from "@/lib/account/account-texts";
import { changeAccount } from "@/lib/account/change-account";
import { deleteAccount } from "@/lib/account/delete-account";
import { ok } from "@/lib/http/envelope";
import { requireId } from "@/lib/http/record-id";
import { activityActor } from "@/lib/api/activity-actor";
import { route } from "@/lib/api/route";

export const PATCH = route({ auth: true, owner: true, body: changeAccountBody }, async (ctx) => {
  const account = await changeAccount(requireId(ctx.params.id), ctx.body, activityActor(ctx));
  return ok(ACCOUNT.changed(account.username), account);
});

export const DELETE = route({ auth: true, owner: true }, async (ctx) => {
  const account = await deleteAccount(requireId(ctx.params.id), activityActor(ctx));
  return ok(ACCOUNT.deleted(account.username), account);
});
