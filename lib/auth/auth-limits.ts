import type { RateLimitRule } from "@/lib/rate-limit/rate-limit";

/**
 * A pair of rules keyed by the client address, and by the address with the username (contract
 * §3). Never by the username alone: a stranger failing on purpose must not lock the administrator
 * out from everywhere.
 */
export interface AttemptLimits {
  perAddressAndUser: RateLimitRule;
  perAddress: RateLimitRule;
}

const FIFTEEN_MINUTES = 15 * 60;

/**
 * Wrong passwords: each attempt is counted before its comparison and given back when the password
 * was right, so an administrator signing in often is never limited. Login and change-password
 * share these buckets: both check a password.
 */
export const PASSWORD_FAILURE_LIMITS: AttemptLimits = {
  perAddressAndUser: { name: "password-failure:address+user", limit: 5, windowSeconds: FIFTEEN_MINUTES },
  perAddress: { name: "password-failure:address", limit: 20, windowSeconds: FIFTEEN_MINUTES },
};

/** Every request for a reset code counts: each one sends a mail. */
export const OTP_REQUEST_LIMITS: AttemptLimits = {
  perAddressAndUser: { name: "otp-request:address+user", limit: 5, windowSeconds: FIFTEEN_MINUTES },
  perAddress: { name: "otp-request:address", limit: 10, windowSeconds: FIFTEEN_MINUTES },
};

/** Wrong or expired codes, counted before the check and given back for a right one (each code also dies after 5 wrong tries). */
export const OTP_FAILURE_LIMITS: AttemptLimits = {
  perAddressAndUser: { name: "otp-failure:address+user", limit: 10, windowSeconds: FIFTEEN_MINUTES },
  perAddress: { name: "otp-failure:address", limit: 20, windowSeconds: FIFTEEN_MINUTES },
};

/**
 * Wrong, expired or used invite tokens (lib/account/accept-invite.ts), counted like reset codes
 * and given back for a good one. The second key is the address with a fixed word: a token names
 * no account until it is found.
 */
export const INVITE_FAILURE_LIMITS: AttemptLimits = {
  perAddressAndUser: { name: "invite-failure:address+user", limit: 10, windowSeconds: FIFTEEN_MINUTES },
  perAddress: { name: "invite-failure:address", limit: 20, windowSeconds: FIFTEEN_MINUTES },
};
