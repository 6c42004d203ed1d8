import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { signingKey } from "./signing-key";

export const OTP_TTL_MS = 10 * 60 * 1000;
/** Wrong tries a code survives; every wrong try counts against every live code of the account. */
export const OTP_MAX_ATTEMPTS = 5;
/**
 * Live codes per account: a new request adds one while fewer are live, and is ignored (answered
 * the same) once this many are: no request ever voids a code in flight.
 */
export const OTP_LIVE_CODES = 3;

/** Six uniformly random digits. */
export function newOtpCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

/**
 * HMAC-SHA256 under a key derived from the token-signing key, bound to the account. bcrypt would
 * add nothing here: a million codes fall to any offline search whatever the cost, so the secret
 * key is what protects a stored code, and whoever holds that key can already forge tokens. HMAC
 * also keeps a flood of wrong guesses from costing a bcrypt run each.
 */
export async function hashOtp(adminId: number, code: string): Promise<string> {
  const key = createHmac("sha256", await signingKey()).update("ecopack:password-reset-otp").digest();
  return createHmac("sha256", key).update(`${adminId}:${code}`).digest("hex");
}

export async function otpMatches(adminId: number, code: string, storedHash: string): Promise<boolean> {
  const given = Buffer.from(await hashOtp(adminId, code), "hex");
  const stored = Buffer.from(storedHash, "hex");
  return given.length === stored.length && timingSafeEqual(given, stored);
}
