import { db } from "@/lib/db";
import { unauthorized } from "@/lib/http/http-error";
import { PASSWORD_FAILURE_LIMITS } from "./auth-limits";
import type { AuthClient } from "./auth-client";
import { verifyPassword } from "./password-hash";
import { ACCOUNT_TEXT } from "./auth-texts";
import { reserveAttempt } from "./attempt-limits";
import { recordAuthEvent } from "./record-auth-event";

/**
 * The password check behind login and change-password. The attempt is counted before the
 * comparison (so parallel guesses get at most the failure budget of comparisons) and given back
 * when the password is right or the comparison never ran; failures are audited; one answer for
 * an unknown username and a wrong password. Returns the administrator (without the hash).
 */
export async function verifyCredentials(action: "login" | "change_password", username: string, password: string, client: AuthClient) {
  const attempt = await reserveAttempt(PASSWORD_FAILURE_LIMITS, action, username, client);
  let found;
  let valid: boolean;
  try {
    const prisma = await db();
    found = await prisma.admin.findUnique({
      where: { username },
      select: { id: true, username: true, email: true, token_version: true, password_hash: true },
    });
    valid = await verifyPassword(password, found?.password_hash);
  } catch (error) {
    await attempt.release();
    throw error;
  }
  if (!found || !valid) {
    await recordAuthEvent({ action, username, outcome: found ? "wrong_password" : "unknown_user" }, client);
    throw unauthorized(ACCOUNT_TEXT.invalidCredentials);
  }
  await attempt.release();
  return { id: found.id, username: found.username, email: found.email, token_version: found.token_version };
}
