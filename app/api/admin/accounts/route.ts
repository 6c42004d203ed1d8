import { inviteAccountBody } from "@/lib/account/account-schemas";
import { ACCOUNT } from "@/lib/account/account-texts";
import { inviteAccount } from "@/lib/account/invite-account";
import { listAccounts } from "@/lib/account/list-accounts";
import { ok } from "@/lib/http/envelope";
import { activityActor } from "@/lib/api/activity-actor";
import { route } from "@/lib/api/route";

export const dynamic = "force-dynamic";

export const GET = route({ auth: true, owner: true }, async () => {
  const accounts = await listAccounts();
  return ok(ACCOUNT.listed(accounts.length), accounts, 200, { "Cache-Control": "no-store" });
});

export const POST = route({ auth: true, owner: true, body: inviteAccountBody }, async (ctx) =>
  ok(ACCOUNT.invited(ctx.body.username), await inviteAccount(ctx.body, activityActor(ctx)), 201),
);
