import { authClient } from "@/lib/auth/auth-client";
import { verifyOtpBody } from "@/lib/auth/auth-schemas";
import { resetPasswordWithOtp } from "@/lib/account/reset-password-with-otp";
import { AUTH_TEXT } from "@/lib/auth/auth-texts";
import { ok } from "@/lib/http/envelope";
import { route } from "@/lib/api/route";

export const POST = route({ body: verifyOtpBody }, async (ctx) => {
  await resetPasswordWithOtp(ctx.body, authClient(ctx));
  return ok(AUTH_TEXT.passwordReset);
});
