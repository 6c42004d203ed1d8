import { config } from "@/lib/config/config";
import type { Config } from "@/lib/config/config-schema";

/**
 * In production without SMTP_URL nothing leaves the machine: reset codes and lead notices are
 * only written to the outbox folder. The start log and the admin dashboard both say so.
 */
export function undeliveredMailWarning(settings: Config = config()): string | null {
  if (!settings.production || settings.smtpUrl) return null;
  return `No SMTP_URL is set: password reset codes and lead notices are not being delivered. They are kept as files in ${settings.outboxDir}; set SMTP_URL to send them.`;
}
