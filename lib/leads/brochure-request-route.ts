import { fail } from "@/lib/http/envelope";
import { brochureRequestSchema } from "./brochure-request-schema";
import { BROCHURE_FORM_LIMIT } from "./public-form-limits";
import { publicFormRoute } from "./public-form-route";
import { submitBrochureRequest } from "./submit-brochure-request";

export const BROCHURE_SENT = "Email sent successfully!";
export const BROCHURE_SENT_WITHOUT_FILE = "Email sent, but brochure is unavailable.";
export const BROCHURE_MAIL_FAILED = "Failed to send email. Please try again.";

/**
 * POST /api/send-email: 200 `{success, message, pdf_file}` once the company is told (pdf_file
 * null when no brochure is published); 502 when the mail fails, the lead being kept all the same.
 */
export const brochureRequestRoute = publicFormRoute({ rateLimit: BROCHURE_FORM_LIMIT, body: brochureRequestSchema }, async (body, arrival) => {
  const result = await submitBrochureRequest(body, arrival);
  if (result.mailFailed) return fail(502, BROCHURE_MAIL_FAILED);
  const message = result.pdf_file ? BROCHURE_SENT : BROCHURE_SENT_WITHOUT_FILE;
  return Response.json({ success: true, message, pdf_file: result.pdf_file, data: { pdf_file: result.pdf_file } });
});
