import { db } from "@/lib/db";
import { unauthorized } from "@/lib/http/http-error";
import { PASSWORD_FAILURE_LIMITS } from "./auth-limits";
import type { AuthClient } from "./auth-client";
import { verifyPassword } from "./password-hash";
import { countAttempt, refuseIfLimited } from "./attempt-limits";
import { recordAuthEvent } from "./record-auth-event";

export const INVALID_CREDENTIALS = "Invalid username or password";

/**
 * The password check behind login and change-password: refused up front when the client is over
 * its failure budget, failures audited and counted, one answer for an unknown username and a
 * wrong password. Returns the administrator (without the hash) on success.
 */
export async function verifyCredentials(action: "login" | "change_password", username: string, password: string, client: AuthClient) {
  await refuseIfLimited(PASSWORD_FAILURE_LIMITS, action, username, client);
  const prisma = await db();
  const found = await prisma.admin.findUnique({
    where: { username },
    select: { id: true, username: true, email: true, token_version: true, password_hash: true },
  });
  const valid = await verifyPassword(password, found?.password_hash);
  if (!found || !valid) {
    await recordAuthEvent({ action, username, outcome: found ? "wrong_password" : "unknown_user" }, client);
    await countAttempt(PASSWORD_FAILURE_LIMITS, action, username, client);
    throw unauthorized(INVALID_CREDENTIALS);
  }
  return { id: found.id, username: found.username, email: found.email, token_version: found.token_version };
}
