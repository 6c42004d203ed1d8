import { z } from "zod";
import { MIN_PASSWORD_LENGTH, passwordWeakness } from "@/lib/config/password-rule";
import { ACCOUNT_TEXT, AUTH_TEXT } from "./auth-texts";
import { optionalSecondFactorCode } from "./two-factor-schemas";

// Request bodies of the authentication calls. Every field is required with its own message
// (admin spec §5); passwords are never trimmed.

const text = (required: string, max: number, tooLong: string) => z.string({ error: required }).trim().min(1, required).max(max, tooLong);
const secret = (required: string) => z.string({ error: required }).min(1, required).max(1024, ACCOUNT_TEXT.passwordTooLong);

const username = text(ACCOUNT_TEXT.usernameRequired, 100, ACCOUNT_TEXT.usernameTooLong);

// The rule of ADMIN_PASSWORD (password-rule.ts), also for an invited account's first password. bcrypt reads only the first 72 bytes: a longer
// password would silently be cut.
export const newPassword = z
  .string({ error: ACCOUNT_TEXT.newPasswordRequired })
  .min(1, ACCOUNT_TEXT.newPasswordRequired)
  .refine((value) => passwordWeakness(value) !== "too_short", { error: ACCOUNT_TEXT.newPasswordTooShort(MIN_PASSWORD_LENGTH), abort: true })
  .refine((value) => passwordWeakness(value) !== "common", { error: ACCOUNT_TEXT.newPasswordCommon, abort: true })
  .refine((value) => Buffer.byteLength(value, "utf8") <= 72, { error: ACCOUNT_TEXT.newPasswordTooLong });

const MISMATCH = AUTH_TEXT.mismatch;
const confirmMatches = (body: { newPassword: string; confirmPassword?: string }) =>
  body.confirmPassword === undefined || body.confirmPassword === body.newPassword;

// `otp`: the second factor of an account with two factors on (contract §8); ignored otherwise.
export const loginBody = z.object({ username, password: secret(ACCOUNT_TEXT.passwordRequired), otp: optionalSecondFactorCode });

export const changePasswordBody = z
  .object({ username, oldPassword: secret(ACCOUNT_TEXT.oldPasswordRequired), newPassword, confirmPassword: z.string().optional() })
  .refine(confirmMatches, { error: MISMATCH, path: ["confirmPassword"] })
  .refine((body) => body.newPassword !== body.oldPassword, { error: ACCOUNT_TEXT.newPasswordUnchanged, path: ["newPassword"] });

export const forgotPasswordBody = z.object({ username });

export const verifyOtpBody = z
  .object({
    username,
    // A form may send the code as a number.
    otp: z.preprocess((value) => (typeof value === "number" ? String(value) : value), text(ACCOUNT_TEXT.otpRequired, 20, ACCOUNT_TEXT.invalidOtp)),
    newPassword,
    confirmPassword: z.string().optional(),
  })
  .refine(confirmMatches, { error: MISMATCH, path: ["confirmPassword"] });

export const changeUsernameBody = z.object({
  newUsername: text(ACCOUNT_TEXT.newUsernameRequired, 50, ACCOUNT_TEXT.newUsernameTooLong).regex(/^[\p{L}\p{N}._@-]+$/u, ACCOUNT_TEXT.usernameCharacters),
});

/** Logout carries nothing but, optionally, the token (read by the route guard). */
export const logoutBody = z.object({ token: z.unknown().optional() });
