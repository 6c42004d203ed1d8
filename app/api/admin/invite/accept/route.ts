import { acceptInviteBody } from "@/lib/account/account-schemas";
import { acceptInvite } from "@/lib/account/accept-invite";
import { ACCOUNT } from "@/lib/account/account-texts";
import { authClient } from "@/lib/auth/auth-client";
import { ok } from "@/lib/http/envelope";
import { route } from "@/lib/api/route";

// Public: the link's token is the proof; wrong tokens are rate limited like reset codes.
export const POST = route({ body: acceptInviteBody }, async (ctx) => ok(ACCOUNT.inviteAccepted, await acceptInvite(ctx.body, authClient(ctx))));
