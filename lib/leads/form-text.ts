import { z } from "zod";

/**
 * A required text of a public form: numbers accepted as text, trimmed, with the form's own
 * "required" text whether the field is missing, empty or of the wrong type.
 */
export function requiredText(required: string, max: number, tooLong: string) {
  return z.preprocess(
    (value) => (typeof value === "number" ? String(value) : (value ?? "")),
    z.string({ error: required }).trim().min(1, required).max(max, tooLong),
  );
}

// Deliberately plain: one @, no spaces, a dot in the domain. Real checking is the reply.
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]+$/;

export function emailAddress(required: string, invalid: string) {
  return z.preprocess(
    (value) => value ?? "",
    z.string({ error: required }).trim().min(1, required).max(254, invalid).regex(EMAIL, invalid),
  );
}
