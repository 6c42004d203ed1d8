import { authClient } from "@/lib/auth/auth-client";
import { loginBody } from "@/lib/auth/auth-schemas";
import { logIn } from "@/lib/auth/log-in";
import { route } from "@/lib/api/route";

export const POST = route({ body: loginBody }, async (ctx) => {
  const { token, user } = await logIn(ctx.body, authClient(ctx));
  return Response.json({ success: true, token, user, message: "Login successful" }, { headers: { "Cache-Control": "no-store" } });
});
