import { AdminShell } from "@/components/admin/panel/admin-shell";
import { siteConfig } from "@/lib/site/site-config";

/** Sidebar and top bar for every /admin/* path other than /admin itself. */
export default function PanelLayout({ children }: { children: React.ReactNode }) {
  return <AdminShell brand={siteConfig().shortName}>{children}</AdminShell>;
}
