import * as z from "zod/mini";
import { EMAIL_ADDRESS } from "@/lib/config/address-patterns";

// zod/mini: these rules run in the visitor's browser too, where the full zod would add its weight.

/** A value as the forms' text: numbers accepted as text, a missing value as empty. */
const asText = z.transform((value: unknown) => (typeof value === "number" ? String(value) : (value ?? "")));

/**
 * A required text of a public form: trimmed, with the form's own "required" text whether the
 * field is missing, empty or of the wrong type.
 */
export function requiredText(required: string, max: number, tooLong: string) {
  return z.pipe(asText, z.string({ error: required }).check(z.trim(), z.minLength(1, required), z.maxLength(max, tooLong)));
}

/** The longest address a mailbox can have (RFC 5321). */
export const EMAIL_MAX = 254;

export function emailAddress(required: string, invalid: string) {
  return z.pipe(
    z.transform((value: unknown) => value ?? ""),
    z.string({ error: required }).check(z.trim(), z.minLength(1, required), z.maxLength(EMAIL_MAX, invalid), z.regex(EMAIL_ADDRESS, invalid)),
  );
}
