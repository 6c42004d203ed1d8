import { MIN_PASSWORD_LENGTH, passwordWeakness } from "./password-rule";

/**
 * Refuses a weak ADMIN_PASSWORD whenever it is set, with a message naming the variable: the
 * first administrator would sign in with it, and it is often copied from an example.
 */
export function assertStrongAdminPassword(password: string | undefined): void {
  if (!password) return;
  const weakness = passwordWeakness(password);
  if (weakness === "too_short") {
    throw new Error(`ADMIN_PASSWORD is too short: use at least ${MIN_PASSWORD_LENGTH} characters (a few random words work well), or leave it unset to have one generated.`);
  }
  if (weakness === "common") {
    throw new Error("ADMIN_PASSWORD is one of the commonest passwords: choose another (a few random words work well), or leave it unset to have one generated.");
  }
}
