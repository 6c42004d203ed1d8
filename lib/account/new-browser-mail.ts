import type { AuthClient } from "@/lib/auth/auth-client";
import { browserLabel } from "@/lib/auth/browser-label";
import type { PublicAdmin } from "@/lib/auth/public-admin";
import { readSiteSettings } from "@/lib/site/site-settings-store";
import { sendSiteMail } from "@/lib/site/send-site-mail";
import { SESSION_TEXT } from "./session-texts";

/** Tells the account's owner that it was signed in from a browser it had not used lately. */
export async function sendNewBrowserMail(admin: PublicAdmin, client: AuthClient): Promise<{ messageId: string }> {
  const site = (await readSiteSettings()).company_name;
  const content = {
    heading: "A new sign-in from a new browser",
    paragraphs: [
      `The administrator account "${admin.username}" of the ${site} website was just signed in from ${browserLabel(client.userAgent)}, a browser it has not used lately.`,
      `If this was you, there is nothing to do. Every place the account is signed in is listed under "Where you're signed in" in the admin panel, where any of them can be ended.`,
    ],
    rows: [
      ["When", new Date().toUTCString()],
      ["IP address", client.ip],
      ["Browser", client.userAgent || "unknown"],
    ] as Array<[string, string]>,
    footer: "If this was not you, change your password at once: that signs every browser out. Then check who can read this mailbox.",
  };
  return sendSiteMail({ to: admin.email, subject: `${SESSION_TEXT.newBrowserSubject} (${site})`, content });
}
