import { fail, ok } from "@/lib/http/envelope";
import { route } from "@/lib/api/route";
import { inquirySchema } from "./inquiry-schema";
import { CONTACT_FORM_LIMIT } from "./public-form-limits";
import { submitInquiry } from "./submit-inquiry";

export const INQUIRY_SENT = "Message sent successfully!";
export const INQUIRY_MAIL_FAILED = "Failed to send email";

/** POST /api/inquiry/send-contact: 200 once mailed; 502 when the mail fails, the inquiry being kept. */
export const inquiryRoute = route({ rateLimit: CONTACT_FORM_LIMIT, body: inquirySchema }, async ({ body, ip }) => {
  const result = await submitInquiry(body, ip);
  return result.mailed ? ok(INQUIRY_SENT) : fail(502, INQUIRY_MAIL_FAILED);
});
