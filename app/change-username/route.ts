import { authClient } from "@/lib/auth/auth-client";
import { changeUsernameBody } from "@/lib/auth/auth-schemas";
import { AUTH_TEXT } from "@/lib/auth/auth-texts";
import { changeUsername } from "@/lib/account/change-username";
import { ok } from "@/lib/http/envelope";
import { route } from "@/lib/api/route";

// The token may also come as `token` in the body (contract §3); route() reads a few KB to find it.
export const POST = route({ auth: true, tokenInBody: true, body: changeUsernameBody }, async (ctx) =>
  ok(AUTH_TEXT.usernameChanged, await changeUsername(ctx.session.admin, ctx.body.newUsername, authClient(ctx))),
);
