import * as z from "zod/mini";
import { EMAIL_MAX, emailAddress, requiredText } from "./form-text";
import { PUBLIC_FORM_FIELDS } from "./public-form-fields";

/** How much each field takes: the schema's caps and the form's `maxLength`. */
export const BROCHURE_REQUEST_LIMITS = {
  name: 200,
  // Ten digits, with room for the spaces or dashes people type between them.
  contact: 14,
  email: EMAIL_MAX,
} as const;

const CONTACT_REQUIRED = "Contact number is required";
const CONTACT_DIGITS = "Contact number must be 10 digits";

/**
 * The e-brochure form (public-site.md §5), with the specification's texts. The browser checks
 * the form with this very schema before sending it.
 */
export const brochureRequestSchema = z.object({
  name: requiredText("Name is required", BROCHURE_REQUEST_LIMITS.name, "Name is too long"),
  contact: z.pipe(
    requiredText(CONTACT_REQUIRED, BROCHURE_REQUEST_LIMITS.contact, CONTACT_DIGITS),
    // People type "98765 43210" or "98765-43210"; the rule is about the digits.
    z.pipe(
      z.transform((value: string) => value.replace(/[\s-]/g, "")),
      z.string().check(z.regex(/^\d{10}$/, CONTACT_DIGITS)),
    ),
  ),
  email: emailAddress("Email is required", "Email is invalid"),
});

export type BrochureRequestInput = z.infer<typeof brochureRequestSchema>;

/** The whole body of `POST /api/send-email`: the form's fields, the proof of work and the honeypot. */
export const brochureRequestRequestSchema = z.extend(brochureRequestSchema, PUBLIC_FORM_FIELDS);
