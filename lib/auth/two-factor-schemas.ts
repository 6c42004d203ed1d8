import { z } from "zod";
import { ACCOUNT_TEXT } from "./auth-texts";
import { TWO_FACTOR_TEXT } from "./two-factor-texts";

// Request bodies of two-factor sign-in (contract §8).

/** A TOTP or recovery code; a form may send a TOTP code as a number. */
export const secondFactorCode = z.preprocess(
  (value) => (typeof value === "number" ? String(value) : value),
  z.string({ error: TWO_FACTOR_TEXT.codeMissing }).trim().min(1, TWO_FACTOR_TEXT.codeMissing).max(64, TWO_FACTOR_TEXT.codeTooLong),
);

/** Sign-in's `otp` (contract §8): left out, null or blank reads as not sent. */
export const optionalSecondFactorCode = z.preprocess(
  (value) => (value === null || (typeof value === "string" && !value.trim()) ? undefined : value),
  secondFactorCode.optional(),
);

export const enableTwoFactorBody = z.object({ code: secondFactorCode });

export const disableTwoFactorBody = z.object({
  password: z.string({ error: ACCOUNT_TEXT.passwordRequired }).min(1, ACCOUNT_TEXT.passwordRequired).max(1024, ACCOUNT_TEXT.passwordTooLong),
  code: secondFactorCode,
});

export const twoFactorPolicyBody = z.object({
  required: z.boolean({ error: "Required must be true or false." }),
});
