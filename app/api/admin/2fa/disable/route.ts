import { disableTwoFactor } from "@/lib/account/two-factor-disable";
import { authClient } from "@/lib/auth/auth-client";
import { disableTwoFactorBody } from "@/lib/auth/two-factor-schemas";
import { TWO_FACTOR_TEXT } from "@/lib/auth/two-factor-texts";
import { ok } from "@/lib/http/envelope";
import { route } from "@/lib/api/route";

export const POST = route({ auth: true, body: disableTwoFactorBody }, async (ctx) => {
  await disableTwoFactor(ctx.session.admin, ctx.body, authClient(ctx));
  return ok(TWO_FACTOR_TEXT.disabled);
});
