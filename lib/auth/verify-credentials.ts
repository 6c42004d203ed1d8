import { db } from "@/lib/db";
import { unauthorized } from "@/lib/http/http-error";
import { PASSWORD_FAILURE_LIMITS } from "./auth-limits";
import type { AuthClient } from "./auth-client";
import { verifyPassword } from "./password-hash";
import { ACCOUNT_TEXT } from "./auth-texts";
import { reserveAttempt } from "./attempt-limits";
import { recordActivity } from "@/lib/activity/record-activity";
import type { SignInFailure } from "@/lib/activity/activity-texts";

/**
 * The password check behind login and change-password. The attempt is counted before the
 * comparison (so parallel guesses get at most the failure budget of comparisons) and given back
 * when the password is right or the comparison never ran; failures go to the activity log; one
 * answer for an unknown username, a wrong password and a disabled account. Returns the administrator (without the hash).
 */
export async function verifyCredentials(action: "login" | "change_password", username: string, password: string, client: AuthClient) {
  const attempt = await reserveAttempt(PASSWORD_FAILURE_LIMITS, action, username, client);
  let found;
  let valid: boolean;
  try {
    const prisma = await db();
    found = await prisma.admin.findUnique({
      where: { username },
      select: { id: true, username: true, email: true, token_version: true, password_hash: true, disabled: true },
    });
    valid = await verifyPassword(password, found?.password_hash);
  } catch (error) {
    await attempt.release();
    throw error;
  }
  // A disabled account gets the same answer as a wrong password (its tokens are refused anyway).
  if (!found || !valid || found.disabled) {
    // An unknown username has no account: the log keeps the name that was tried. The reason is
    // for the owner reading the log; the caller's answer stays the same for all three.
    const reason: SignInFailure = !found ? "unknown_user" : valid ? "disabled" : "wrong_password";
    await recordActivity(await db(), {
      actor: { id: found?.id ?? null, username: found?.username ?? username, address: client.ip },
      action: "sign_in_failed",
      details: action === "login" ? { reason } : { reason, via: action },
    });
    throw unauthorized(ACCOUNT_TEXT.invalidCredentials);
  }
  await attempt.release();
  return { id: found.id, username: found.username, email: found.email, token_version: found.token_version };
}
