import { twoFactorStatus } from "@/lib/account/two-factor-status";
import { TWO_FACTOR_TEXT } from "@/lib/auth/two-factor-texts";
import { ok } from "@/lib/http/envelope";
import { route } from "@/lib/api/route";

// Served before the set-up too: the set-up screen reads it.
export const GET = route({ auth: true, beforeTwoFactorSetup: true }, async (ctx) => {
  return ok(TWO_FACTOR_TEXT.status, await twoFactorStatus(ctx.session.admin), 200, { "Cache-Control": "no-store" });
});
