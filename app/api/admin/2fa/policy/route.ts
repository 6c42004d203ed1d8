import { changeTwoFactorPolicy } from "@/lib/account/two-factor-policy-change";
import { twoFactorPolicyBody } from "@/lib/auth/two-factor-schemas";
import { TWO_FACTOR_TEXT } from "@/lib/auth/two-factor-texts";
import { ok } from "@/lib/http/envelope";
import { route } from "@/lib/api/route";

export const PUT = route({ auth: true, owner: true, body: twoFactorPolicyBody }, async (ctx) => {
  const data = await changeTwoFactorPolicy(ctx.session.admin, ctx.body.required);
  return ok(data.required_for_all ? TWO_FACTOR_TEXT.policyOn : TWO_FACTOR_TEXT.policyOff, data);
});
