import * as z from "zod/mini";
import { EMAIL_MAX, emailAddress, requiredText } from "./form-text";
import { PUBLIC_FORM_FIELDS } from "./public-form-fields";

/** How much each field takes: the schema's caps and the form's `maxLength`. */
export const INQUIRY_LIMITS = {
  name: 200,
  contactNo: 30,
  email: EMAIL_MAX,
  subject: 300,
  message: 5000,
} as const;

/**
 * The contact form (public-site.md §5, §7): five required fields. The browser checks the form
 * with this very schema before sending it.
 */
export const inquirySchema = z.object({
  name: requiredText("Name is required", INQUIRY_LIMITS.name, "Name is too long"),
  contactNo: z.pipe(
    requiredText("Contact number is required", INQUIRY_LIMITS.contactNo, "Contact number is invalid"),
    z.string().check(z.regex(/^\+?[\d\s().-]{6,30}$/, "Contact number is invalid")),
  ),
  email: emailAddress("Email is required", "Email is invalid"),
  subject: requiredText("Subject is required", INQUIRY_LIMITS.subject, "Subject is too long"),
  message: requiredText("Message is required", INQUIRY_LIMITS.message, `Message is too long (at most ${INQUIRY_LIMITS.message} characters)`),
});

export type InquiryInput = z.infer<typeof inquirySchema>;

/** The whole body of `POST /api/inquiry/send-contact`: the form's fields, the proof of work and the honeypot. */
export const inquiryRequestSchema = z.extend(inquirySchema, PUBLIC_FORM_FIELDS);
