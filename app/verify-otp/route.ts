import { authClient } from "@/lib/auth/auth-client";
import { verifyOtpBody } from "@/lib/auth/auth-schemas";
import { resetPasswordWithOtp } from "@/lib/account/reset-password-with-otp";
import { ok } from "@/lib/http/envelope";
import { route } from "@/lib/api/route";

export const POST = route({ body: verifyOtpBody }, async (ctx) => {
  await resetPasswordWithOtp(ctx.body, authClient(ctx));
  return ok("Password reset successfully");
});
