import { enableTwoFactor } from "@/lib/account/two-factor-enable";
import { authClient } from "@/lib/auth/auth-client";
import { enableTwoFactorBody } from "@/lib/auth/two-factor-schemas";
import { TWO_FACTOR_TEXT } from "@/lib/auth/two-factor-texts";
import { ok } from "@/lib/http/envelope";
import { route } from "@/lib/api/route";

export const POST = route({ auth: true, beforeTwoFactorSetup: true, body: enableTwoFactorBody }, async (ctx) => {
  const recovery_codes = await enableTwoFactor(ctx.session.admin, ctx.body.code, authClient(ctx));
  return ok(TWO_FACTOR_TEXT.enabled, { recovery_codes }, 200, { "Cache-Control": "no-store" });
});
