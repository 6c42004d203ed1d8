import { sendSiteMail } from "@/lib/site/send-site-mail";
import type { AuthClient } from "@/lib/auth/auth-client";
import { OTP_TTL_MS } from "@/lib/auth/otp-code";
import type { PublicAdmin } from "@/lib/auth/public-admin";

// The mails of the sign-in flows. Callers send them in the background (runInBackground): an
// answer never waits for, fails with or reveals the mail server.

const SIGN_OUT_NOTE = "Every device that was signed in has been signed out.";
const NOT_YOU =
  "If this was not you, reset your password from the sign-in page at once and check who can read this mailbox.";

function whereFrom(client: AuthClient): Array<[string, string]> {
  return [
    ["When", new Date().toUTCString()],
    ["IP address", client.ip],
    ["Browser", client.userAgent || "unknown"],
  ];
}

export function sendOtpMail(admin: PublicAdmin, code: string): Promise<{ messageId: string }> {
  const minutes = Math.round(OTP_TTL_MS / 60_000);
  const content = {
    heading: "Your password reset code",
    paragraphs: [`Use this code to set a new password for the administrator account "${admin.username}". It works once and expires in ${minutes} minutes.`],
    code,
    footer: "If you did not ask for a new password, ignore this mail: your password stays as it is.",
  };
  return sendSiteMail({ to: admin.email, subject: "Your password reset code", content });
}

export function sendPasswordChangedMail(admin: PublicAdmin, how: "changed" | "reset", client: AuthClient): Promise<{ messageId: string }> {
  const content = {
    heading: "Your password was changed",
    paragraphs: [
      how === "changed"
        ? `The password of the administrator account "${admin.username}" was changed.`
        : `The password of the administrator account "${admin.username}" was reset with a one-time code.`,
      SIGN_OUT_NOTE,
    ],
    rows: whereFrom(client),
    footer: NOT_YOU,
  };
  return sendSiteMail({ to: admin.email, subject: "Your administrator password was changed", content });
}

export function sendUsernameChangedMail(admin: PublicAdmin, previousUsername: string, client: AuthClient): Promise<{ messageId: string }> {
  const content = {
    heading: "Your username was changed",
    paragraphs: [`The administrator username was changed from "${previousUsername}" to "${admin.username}". Sign in with the new username from now on.`],
    rows: whereFrom(client),
    footer: NOT_YOU,
  };
  return sendSiteMail({ to: admin.email, subject: "Your administrator username was changed", content });
}
