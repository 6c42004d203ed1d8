import { COMMON_PASSWORDS } from "./common-passwords";

/** One rule for every password an administrator will sign in with: ADMIN_PASSWORD and every new one. */
export const MIN_PASSWORD_LENGTH = 12;

/** What is wrong with a password as a new one, or null when it may be used. Length counts characters, not bytes. */
export function passwordWeakness(password: string): "too_short" | "common" | null {
  if ([...password].length < MIN_PASSWORD_LENGTH) return "too_short";
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return "common";
  return null;
}
