import type { Metadata } from "next";
import { ConfirmHost } from "@/components/ui/confirm-host";
import { Toaster } from "@/components/ui/toaster";
import "./admin.css";

export const metadata: Metadata = {
  title: { default: "Admin", template: "%s | Admin" },
  robots: { index: false, follow: false },
};

/** Everything under /admin: no public header or footer, one toast region, one confirm dialog. */
export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="min-h-dvh bg-neutral-100/70 text-neutral-900">
      {children}
      <Toaster />
      <ConfirmHost />
    </div>
  );
}
