import type { Metadata } from "next";
import { AuthScreen } from "@/components/admin/auth/auth-screen";
import { siteConfig } from "@/lib/site/site-config";

export const metadata: Metadata = { title: "Sign in" };

export default function AdminAuthPage() {
  return <AuthScreen brand={siteConfig().name} />;
}
