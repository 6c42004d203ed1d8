import type { Metadata } from "next";
import { TwoFactorScreen } from "@/components/admin/two-factor/two-factor-screen";

export const metadata: Metadata = { title: "Two-factor sign-in" };

export default function TwoFactorPage() {
  return <TwoFactorScreen />;
}
