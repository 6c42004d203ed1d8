import { issueAdminToken } from "./admin-token";
import type { AuthClient } from "./auth-client";
import { publicAdmin, type PublicAdmin } from "./public-admin";
import { recordAuthEvent } from "./record-auth-event";
import { verifyCredentials } from "./verify-credentials";

/** Checks the credentials and issues a token (contract §3). */
export async function logIn(credentials: { username: string; password: string }, client: AuthClient): Promise<{ token: string; user: PublicAdmin }> {
  const admin = await verifyCredentials("login", credentials.username, credentials.password, client);
  await recordAuthEvent({ action: "login", username: admin.username, outcome: "success" }, client);
  return { token: await issueAdminToken(admin), user: publicAdmin(admin) };
}
