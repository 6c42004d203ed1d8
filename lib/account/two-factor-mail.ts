import { sendSiteMail } from "@/lib/site/send-site-mail";
import type { AuthClient } from "@/lib/auth/auth-client";
import type { PublicAdmin } from "@/lib/auth/public-admin";

/** Sent in the background (runInBackground) when an account's two factors are turned off: the answer never waits for the mail server. */
export function sendTwoFactorOffMail(admin: PublicAdmin, client: AuthClient): Promise<{ messageId: string }> {
  const content = {
    heading: "Two-factor sign-in was turned off",
    paragraphs: [
      `Two-factor sign-in was turned off on your account "${admin.username}". From now on a password alone signs in to it.`,
      "Its recovery codes no longer work. Turn two-factor sign-in on again from the Two-factor sign-in screen of the admin panel.",
    ],
    rows: [
      ["When", new Date().toUTCString()],
      ["IP address", client.ip],
      ["Browser", client.userAgent || "unknown"],
    ] as Array<[string, string]>,
    footer: "If this was not you, reset your password from the sign-in page at once and turn two-factor sign-in back on.",
  };
  return sendSiteMail({ to: admin.email, subject: "Two-factor sign-in was turned off on your account", content });
}
