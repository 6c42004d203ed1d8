import { createHash, randomBytes } from "node:crypto";

export const RECOVERY_CODE_COUNT = 10;
const GROUPS = 4;
const GROUP_LENGTH = 4;
// RFC 4648 base32, lower case: 16 characters carry 80 random bits.
const ALPHABET = "abcdefghijklmnopqrstuvwxyz234567";

function newCode(): string {
  const bytes = randomBytes(GROUPS * GROUP_LENGTH);
  const characters = [...bytes].map((byte) => ALPHABET[byte % ALPHABET.length]);
  return Array.from({ length: GROUPS }, (_, group) => characters.slice(group * GROUP_LENGTH, (group + 1) * GROUP_LENGTH).join("")).join("-");
}

/** Ten fresh codes, as shown once to the administrator (`abcd-efgh-ijkl-mnop`). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
}

/** What a person may type for a code: any case, with or without the hyphens or spaces. */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]+/g, "");
}

/**
 * SHA-256 of the account and the normalized code. 80 random bits defeat any offline search
 * without a secret key, and leaving the server's key out means the codes still work after
 * JWT_SECRET changes or a backup is restored elsewhere: exactly when the encrypted TOTP secret
 * no longer opens and a recovery code is the way back in.
 */
export function hashRecoveryCode(adminId: number, code: string): string {
  return createHash("sha256").update(`ecopack:recovery-code:${adminId}:${normalizeRecoveryCode(code)}`).digest("hex");
}
