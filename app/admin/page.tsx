import type { Metadata } from "next";
import { AuthScreen } from "@/components/admin/auth/auth-screen";
import { getSiteConfig } from "@/lib/site/get-site-config";

export const metadata: Metadata = { title: "Sign in" };

/** The sign-in screen, headed by the company's name as the settings hold it. */
export default async function AdminAuthPage() {
  return <AuthScreen brand={(await getSiteConfig()).name} />;
}
