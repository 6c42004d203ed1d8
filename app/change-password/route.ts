import { authClient } from "@/lib/auth/auth-client";
import { changePasswordBody } from "@/lib/auth/auth-schemas";
import { changePassword } from "@/lib/account/change-password";
import { AUTH_TEXT } from "@/lib/auth/auth-texts";
import { ok } from "@/lib/http/envelope";
import { route } from "@/lib/api/route";

export const POST = route({ body: changePasswordBody }, async (ctx) => {
  await changePassword(ctx.body, authClient(ctx));
  return ok(AUTH_TEXT.passwordChanged);
});
