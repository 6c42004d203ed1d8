import { startTwoFactorSetup } from "@/lib/account/two-factor-setup";
import { TWO_FACTOR_TEXT } from "@/lib/auth/two-factor-texts";
import { ok } from "@/lib/http/envelope";
import { route } from "@/lib/api/route";

// The answer holds the secret: never kept by a cache.
export const POST = route({ auth: true, beforeTwoFactorSetup: true }, async (ctx) => {
  return ok(TWO_FACTOR_TEXT.setupStarted, await startTwoFactorSetup(ctx.session.admin), 200, { "Cache-Control": "no-store" });
});
