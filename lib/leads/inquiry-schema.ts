import { z } from "zod";
import { emailAddress, requiredText } from "./form-text";

/** The contact form (public-site.md §5, §7): five required fields. */
export const inquirySchema = z.object({
  name: requiredText("Name is required", 200, "Name is too long"),
  contactNo: requiredText("Contact number is required", 30, "Contact number is invalid").pipe(
    z.string().regex(/^\+?[\d\s().-]{6,30}$/, "Contact number is invalid"),
  ),
  email: emailAddress("Email is required", "Email is invalid"),
  subject: requiredText("Subject is required", 300, "Subject is too long"),
  message: requiredText("Message is required", 5000, "Message is too long (at most 5000 characters)"),
});

export type InquiryInput = z.infer<typeof inquirySchema>;
