import type { Metadata } from "next";
import { connection } from "next/server";
import { ConfirmHost } from "@/components/ui/confirm-host";
import { Toaster } from "@/components/ui/toaster";
import "./admin.css";

export const metadata: Metadata = {
  title: { default: "Admin", template: "%s | Admin" },
  robots: { index: false, follow: false },
};

/**
 * Everything under /admin: no public header or footer, one toast region, one confirm dialog.
 * Rendered per request, never prerendered: each answer carries its own script nonce and is
 * never kept by a browser or proxy (`no-store`).
 */
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  await connection();
  return (
    <div className="min-h-dvh bg-neutral-100/70 text-neutral-900">
      {children}
      <Toaster />
      <ConfirmHost />
    </div>
  );
}
