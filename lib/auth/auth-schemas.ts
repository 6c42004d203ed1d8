import { z } from "zod";
import { MIN_PASSWORD_LENGTH, passwordWeakness } from "@/lib/config/password-rule";
import { AUTH_TEXT } from "./auth-texts";

// Request bodies of the authentication calls. Every field is required with its own message
// (admin spec §5); passwords are never trimmed.

const text = (required: string, max: number, tooLong: string) => z.string({ error: required }).trim().min(1, required).max(max, tooLong);
const secret = (required: string) => z.string({ error: required }).min(1, required).max(1024, "Password is too long");

const username = text("Username is required", 100, "Username is too long");

// The rule of ADMIN_PASSWORD (password-rule.ts). bcrypt reads only the first 72 bytes: a longer
// password would silently be cut.
const newPassword = z
  .string({ error: "New password is required" })
  .min(1, "New password is required")
  .refine((value) => passwordWeakness(value) !== "too_short", { error: `New password must be at least ${MIN_PASSWORD_LENGTH} characters long`, abort: true })
  .refine((value) => passwordWeakness(value) !== "common", { error: "New password is one of the commonest passwords: choose another", abort: true })
  .refine((value) => Buffer.byteLength(value, "utf8") <= 72, { error: "New password must be at most 72 characters long" });

const MISMATCH = AUTH_TEXT.mismatch;
const confirmMatches = (body: { newPassword: string; confirmPassword?: string }) =>
  body.confirmPassword === undefined || body.confirmPassword === body.newPassword;

export const loginBody = z.object({ username, password: secret("Password is required") });

export const changePasswordBody = z
  .object({ username, oldPassword: secret("Old password is required"), newPassword, confirmPassword: z.string().optional() })
  .refine(confirmMatches, { error: MISMATCH, path: ["confirmPassword"] })
  .refine((body) => body.newPassword !== body.oldPassword, { error: "New password must be different from the old password", path: ["newPassword"] });

export const forgotPasswordBody = z.object({ username });

export const verifyOtpBody = z
  .object({
    username,
    // A form may send the code as a number.
    otp: z.preprocess((value) => (typeof value === "number" ? String(value) : value), text("OTP is required", 20, "Invalid or expired OTP")),
    newPassword,
    confirmPassword: z.string().optional(),
  })
  .refine(confirmMatches, { error: MISMATCH, path: ["confirmPassword"] });

export const changeUsernameBody = z.object({
  newUsername: text("New username is required", 50, "Username must be at most 50 characters long").regex(
    /^[\p{L}\p{N}._@-]+$/u,
    "Username may contain only letters, digits, dots, underscores, hyphens and @",
  ),
});

/** Logout carries nothing but, optionally, the token (read by the route guard). */
export const logoutBody = z.object({ token: z.unknown().optional() });
