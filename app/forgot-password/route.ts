import { authClient } from "@/lib/auth/auth-client";
import { forgotPasswordBody } from "@/lib/auth/auth-schemas";
import { requestPasswordReset } from "@/lib/account/request-password-reset";
import { AUTH_TEXT } from "@/lib/auth/auth-texts";
import { ok } from "@/lib/http/envelope";
import { route } from "@/lib/api/route";

// The same answer whether or not the username exists (contract §3).
export const POST = route({ body: forgotPasswordBody }, async (ctx) => {
  await requestPasswordReset(ctx.body, authClient(ctx));
  return ok(AUTH_TEXT.otpSent);
});
