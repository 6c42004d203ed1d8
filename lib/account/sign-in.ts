import type { AuthClient } from "@/lib/auth/auth-client";
import { logIn } from "@/lib/auth/log-in";
import type { PublicAdmin } from "@/lib/auth/public-admin";
import { runInBackground } from "@/lib/server/background-tasks";
import { sendNewBrowserMail } from "./new-browser-mail";

/** POST /logAdmin's work: the sign-in, then (in the background) the new-browser mail when it is one. */
export async function signIn(credentials: { username: string; password: string }, client: AuthClient): Promise<{ token: string; user: PublicAdmin }> {
  const { token, user, newBrowser } = await logIn(credentials, client);
  if (newBrowser) runInBackground("new browser mail", () => sendNewBrowserMail(user, client));
  return { token, user };
}
