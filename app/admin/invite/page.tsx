import type { Metadata } from "next";
import { InviteScreen } from "@/components/admin/auth/invite-screen";
import { getSiteConfig } from "@/lib/site/get-site-config";

export const metadata: Metadata = { title: "Set your password" };

/** /admin/invite?token=…: the page an invite mail links to, outside the signed-in panel. */
export default async function InvitePage() {
  return <InviteScreen brand={(await getSiteConfig()).name} />;
}
