import { fail, ok } from "@/lib/http/envelope";
import { inquirySchema } from "./inquiry-schema";
import { CONTACT_FORM_LIMIT } from "./public-form-limits";
import { publicFormRoute } from "./public-form-route";
import { submitInquiry } from "./submit-inquiry";

export const INQUIRY_SENT = "Message sent successfully!";
export const INQUIRY_MAIL_FAILED = "Failed to send email";

/** POST /api/inquiry/send-contact: 200 once mailed (or caught as spam); 502 when the mail fails, the inquiry being kept. */
export const inquiryRoute = publicFormRoute({ rateLimit: CONTACT_FORM_LIMIT, body: inquirySchema }, async (body, arrival) => {
  const result = await submitInquiry(body, arrival);
  return result.mailFailed ? fail(502, INQUIRY_MAIL_FAILED) : ok(INQUIRY_SENT);
});
