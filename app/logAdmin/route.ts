import { authClient } from "@/lib/auth/auth-client";
import { loginBody } from "@/lib/auth/auth-schemas";
import { signIn } from "@/lib/account/sign-in";
import { route } from "@/lib/api/route";

export const POST = route({ body: loginBody }, async (ctx) => {
  const { token, user } = await signIn(ctx.body, authClient(ctx));
  return Response.json({ success: true, token, user, message: "Login successful" }, { headers: { "Cache-Control": "no-store" } });
});
