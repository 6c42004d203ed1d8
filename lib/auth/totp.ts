import { Secret, TOTP } from "otpauth";

/** RFC 6238 as every authenticator app reads it by default (contract §8). */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** A code of the step before or after the current one still counts: clocks drift, people type slowly. */
export const TOTP_DRIFT_STEPS = 1;
const SECRET_BYTES = 20;

function totp(secret: string, labels: { issuer?: string; account?: string } = {}): TOTP {
  return new TOTP({
    issuer: labels.issuer ?? "",
    label: labels.account ?? "",
    algorithm: "SHA1",
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new 160-bit secret (RFC 4226's recommended length), base32 as apps take it typed in. */
export function newTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

/** The `otpauth://totp/...` address an authenticator app reads from the QR code. */
export function otpauthUrl(secret: string, issuer: string, account: string): string {
  return totp(secret, { issuer, account }).toString();
}

/** The 30-second step a time falls in: what "each code used once" is counted by. */
export function totpStep(now: number = Date.now()): number {
  return Math.floor(now / 1000 / TOTP_PERIOD_SECONDS);
}

/** Whether a string has the shape of a TOTP code (and not of a recovery code). */
export function looksLikeTotpCode(code: string): boolean {
  return new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code);
}

/**
 * The step whose code `code` is, within the drift window around `now`; null when it is none of
 * them. The caller still has to refuse a step already used.
 */
export function matchingStep(secret: string, code: string, now: number = Date.now()): number | null {
  if (!looksLikeTotpCode(code)) return null;
  const delta = totp(secret).validate({ token: code, timestamp: now, window: TOTP_DRIFT_STEPS });
  return delta === null ? null : totpStep(now) + delta;
}
