import type { RateLimitRule } from "@/lib/rate-limit/rate-limit";

/**
 * The public forms (contact, brochure request): 10 submissions per 10 minutes per client address.
 * Spread it with another `name` to give each form its own bucket.
 */
const PUBLIC_FORM_LIMIT: RateLimitRule = { name: "public-form:address", limit: 10, windowSeconds: 10 * 60 };

/** Each public form counts in its own bucket per client address, at the shared public-form rate. */
export const BROCHURE_FORM_LIMIT: RateLimitRule = { ...PUBLIC_FORM_LIMIT, name: `${PUBLIC_FORM_LIMIT.name}:brochure` };
export const CONTACT_FORM_LIMIT: RateLimitRule = { ...PUBLIC_FORM_LIMIT, name: `${PUBLIC_FORM_LIMIT.name}:contact` };
