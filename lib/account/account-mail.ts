import { config } from "@/lib/config/config";
import { sendSiteMail } from "@/lib/site/send-site-mail";
import { INVITE_TTL_MS } from "./invite-token";

/** The invite: a one-time link to /admin/invite, from the company as the site settings name it. */
export function sendInviteMail(account: { username: string; email: string }, token: string, invitedBy: string): Promise<{ messageId: string }> {
  const hours = Math.round(INVITE_TTL_MS / 3_600_000);
  const link = `${config().siteUrl}/admin/invite?token=${encodeURIComponent(token)}`;
  const content = {
    heading: "You are invited to the admin panel",
    paragraphs: [
      `${invitedBy} made you an administrator account with the username "${account.username}".`,
      `Open this link to set your password. It works once and expires in ${hours} hours:`,
      link,
    ],
    footer: "If you did not expect this invitation, ignore this mail: without a password nobody can use the account.",
  };
  return sendSiteMail({ to: account.email, subject: "Your invitation to the admin panel", content });
}
