import { PUBLIC_FORM_LIMIT } from "@/lib/auth/auth-limits";
import type { RateLimitRule } from "@/lib/rate-limit/rate-limit";

/** Each public form counts in its own bucket per client address, at the shared public-form rate. */
export const BROCHURE_FORM_LIMIT: RateLimitRule = { ...PUBLIC_FORM_LIMIT, name: `${PUBLIC_FORM_LIMIT.name}:brochure` };
export const CONTACT_FORM_LIMIT: RateLimitRule = { ...PUBLIC_FORM_LIMIT, name: `${PUBLIC_FORM_LIMIT.name}:contact` };
