import { z } from "zod";
import { emailAddress, requiredText } from "./form-text";

/** The e-brochure form (public-site.md §5), with the specification's texts. */
export const brochureRequestSchema = z.object({
  name: requiredText("Name is required", 200, "Name is too long"),
  contact: z.preprocess(
    // People type "98765 43210" or "98765-43210"; the rule is about the digits.
    (value) => (typeof value === "number" ? String(value) : typeof value === "string" ? value.replace(/[\s-]/g, "") : (value ?? "")),
    z.string({ error: "Contact number is required" }).min(1, "Contact number is required").regex(/^\d{10}$/, "Contact number must be 10 digits"),
  ),
  email: emailAddress("Email is required", "Email is invalid"),
});

export type BrochureRequestInput = z.infer<typeof brochureRequestSchema>;
