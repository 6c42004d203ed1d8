import * as z from "zod/mini";

/** The hidden field people never see and robots fill (contract §9). */
export const HONEYPOT_FIELD = "website";

/**
 * What both public forms send beside their own fields (contract §9): the proof of work's solution
 * (base64 JSON, ALTCHA's payload) and the honeypot. The route checks these itself: the solution
 * before anything else, the honeypot after the fields.
 */
export const PUBLIC_FORM_FIELDS = {
  altcha: z.string(),
  [HONEYPOT_FIELD]: z.optional(z.string()),
};
