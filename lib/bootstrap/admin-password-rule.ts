import { COMMON_PASSWORDS } from "./common-passwords";

export const MIN_ADMIN_PASSWORD_LENGTH = 12;

/**
 * Refuses a weak ADMIN_PASSWORD whenever it is set, with a message naming the variable: the
 * first administrator would sign in with it, and it is often copied from an example.
 */
export function assertStrongAdminPassword(password: string | undefined): void {
  if (!password) return;
  if ([...password].length < MIN_ADMIN_PASSWORD_LENGTH) {
    throw new Error(`ADMIN_PASSWORD is too short: use at least ${MIN_ADMIN_PASSWORD_LENGTH} characters (a few random words work well), or leave it unset to have one generated.`);
  }
  if (COMMON_PASSWORDS.has(password.toLowerCase())) {
    throw new Error("ADMIN_PASSWORD is one of the commonest passwords: choose another (a few random words work well), or leave it unset to have one generated.");
  }
}
