import { sendMail, type MailDelivery, type MailMessage } from "@/lib/mail/send-mail";
import { readSiteSettings } from "./site-settings-store";

/** Sends a message from the company as the site settings name it now (never a cached copy). */
export async function sendSiteMail(message: MailMessage): Promise<MailDelivery> {
  return sendMail(message, { companyName: (await readSiteSettings()).company_name });
}
