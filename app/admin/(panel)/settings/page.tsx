import type { Metadata } from "next";
import { OwnerOnly } from "@/components/admin/panel/owner-only";
import { SettingsScreen } from "@/components/admin/settings/settings-screen";

export const metadata: Metadata = { title: "Site settings" };

export default function SettingsPage() {
  return (
    <OwnerOnly title="Site settings" what="change the site settings">
      <SettingsScreen />
    </OwnerOnly>
  );
}
