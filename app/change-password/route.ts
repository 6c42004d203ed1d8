import { authClient } from "@/lib/auth/auth-client";
import { changePasswordBody } from "@/lib/auth/auth-schemas";
import { changePassword } from "@/lib/account/change-password";
import { ok } from "@/lib/http/envelope";
import { route } from "@/lib/api/route";

export const POST = route({ body: changePasswordBody }, async (ctx) => {
  await changePassword(ctx.body, authClient(ctx));
  return ok("Password changed successfully");
});
