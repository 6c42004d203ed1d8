import { issueAdminToken } from "./admin-token";
import type { AuthClient } from "./auth-client";
import { isNewBrowser } from "./is-new-browser";
import { publicAdmin, type PublicAdmin } from "./public-admin";
import { requireSecondFactor } from "./second-factor-login";
import { verifyCredentials } from "./verify-credentials";
import { recordActivity } from "@/lib/activity/record-activity";
import { db } from "@/lib/db";

/**
 * Checks the credentials, and the second factor when the account has one on, and starts a session
 * (contract §3, §8). The activity log is the one record of sign-ins and failed ones. `newBrowser`: the account has signed in before, never lately from this
 * browser (the caller mails the owner of the account).
 */
export async function logIn(credentials: { username: string; password: string; otp?: string }, client: AuthClient): Promise<{ token: string; user: PublicAdmin; newBrowser: boolean }> {
  const admin = await verifyCredentials("login", credentials.username, credentials.password, client);
  await requireSecondFactor(admin, credentials.username, credentials.otp, client);
  await recordActivity(await db(), { actor: { id: admin.id, username: admin.username, address: client.ip }, action: "sign_in" });
  // Asked before the new session exists, which would otherwise vouch for itself.
  const newBrowser = await isNewBrowser(admin.id, client.userAgent);
  return { token: await issueAdminToken(admin, client), user: publicAdmin(admin), newBrowser };
}
