import { authClient } from "@/lib/auth/auth-client";
import { logoutBody } from "@/lib/auth/auth-schemas";
import { logOut } from "@/lib/auth/log-out";
import { ok } from "@/lib/http/envelope";
import { route } from "@/lib/http/route";

// The token may also come as `token` in the body (contract §3); route() reads it there.
export const POST = route({ auth: true, body: logoutBody }, async (ctx) => {
  await logOut(ctx.session, authClient(ctx));
  return ok("Logged out successfully");
});
