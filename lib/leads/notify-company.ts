import { logger } from "@/lib/log/logger";
import type { MailMessage } from "@/lib/mail/send-mail";
import { readSiteSettings } from "@/lib/site/site-settings-store";
import { sendSiteMail } from "@/lib/site/send-site-mail";

/**
 * How a lead's notification went, as stored on the lead (`mail_status`, `mail_error`): sent to
 * the SMTP server, failed, or kept in the outbox folder because no SMTP_URL is configured.
 */
export type MailOutcome = { mail_status: "sent" | "outbox"; mail_error: null } | { mail_status: "failed"; mail_error: string };

/**
 * Mails the notice of a lead that is already stored to the company's address, the
 * administrator's current choice (the site settings, never a cached copy), and reports the
 * outcome instead of throwing: a mail failure must never lose the lead, only mark it.
 */
export async function notifyCompany(message: Omit<MailMessage, "to">): Promise<MailOutcome> {
  try {
    const { delivery } = await sendSiteMail({ ...message, to: (await readSiteSettings()).email });
    return { mail_status: delivery, mail_error: null };
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    logger().error(`[leads] notification mail failed: ${text}`);
    return { mail_status: "failed", mail_error: text.slice(0, 500) || "Unknown mail error" };
  }
}
