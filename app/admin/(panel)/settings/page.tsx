import type { Metadata } from "next";
import { SettingsScreen } from "@/components/admin/settings/settings-screen";

export const metadata: Metadata = { title: "Site settings" };

export default function SettingsPage() {
  return <SettingsScreen />;
}
