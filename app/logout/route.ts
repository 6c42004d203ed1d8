import { authClient } from "@/lib/auth/auth-client";
import { logoutBody } from "@/lib/auth/auth-schemas";
import { logOut } from "@/lib/auth/log-out";
import { ACCOUNT_TEXT } from "@/lib/auth/auth-texts";
import { ok } from "@/lib/http/envelope";
import { route } from "@/lib/api/route";

// The token may also come as `token` in the body (contract §3); route() reads a few KB to find it.
export const POST = route({ auth: true, tokenInBody: true, beforePasswordChange: true, beforeTwoFactorSetup: true, body: logoutBody }, async (ctx) => {
  await logOut(ctx.session, authClient(ctx));
  return ok(ACCOUNT_TEXT.loggedOut);
});
