"use client";

import { Leaf } from "lucide";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { cx } from "@/components/ui/class-names";
import { Icon } from "@/components/ui/icon";
import { useNewLeadCount } from "../leads/new-lead-count";
import { useAdminSession } from "@/lib/admin-api/use-admin-session";
import { LEADS_SECTION, sectionsFor } from "./nav-sections";

export const SIDEBAR_ID = "admin-sidebar";

/** Every section, the current one highlighted; w-64 open, w-16 closed (admin.md §2). */
export function Sidebar({ open, brand, onNavigate }: { open: boolean; brand: string; onNavigate: () => void }) {
  const pathname = usePathname();
  const newLeads = useNewLeadCount();
  const { user } = useAdminSession();
  return (
    // The outer column carries the colour down the whole page; the nav itself stays in view.
    <div className={cx("shrink-0 bg-leaf-950 transition-[width] duration-200 max-md:w-0", open ? "md:w-64" : "md:w-16")}>
      <nav
        id={SIDEBAR_ID}
        aria-label="Admin sections"
        className={cx(
          "fixed inset-y-0 left-0 z-40 flex flex-col bg-leaf-950 text-leaf-100 transition-[width] duration-200 md:sticky md:top-0 md:h-dvh",
          open ? "w-64 shadow-2xl md:shadow-none" : "w-16",
        )}
      >
        <div className={cx("flex h-16 shrink-0 items-center gap-3 border-b border-white/10", open ? "px-5" : "justify-center")}>
          <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-leaf-600 text-white shadow-inner">
            <Icon icon={Leaf} className="size-5" />
          </span>
          <span className={cx("min-w-0 leading-tight", !open && "sr-only")}>
            <span className="block truncate text-sm font-semibold text-white">{brand}</span>
            <span className="block text-xs text-leaf-300">Admin panel</span>
          </span>
        </div>
        <ul className="flex-1 space-y-0.5 overflow-x-hidden overflow-y-auto px-2 py-3">
          {sectionsFor(user?.role).map((section) => {
            const current = pathname === section.href || pathname.startsWith(`${section.href}/`);
            const badge = section === LEADS_SECTION && newLeads ? newLeads : null;
            return (
              <li key={section.href}>
                <Link
                  href={section.href}
                  prefetch={false}
                  onClick={onNavigate}
                  aria-current={current ? "page" : undefined}
                  title={open ? undefined : badge ? `${section.label} (${badge} new)` : section.label}
                  className={cx(
                    "group flex h-10 items-center gap-3 rounded-lg text-sm font-medium transition-colors focus-visible:outline-leaf-300",
                    open ? "px-3" : "justify-center",
                    current ? "bg-leaf-700 text-white shadow-sm" : "text-leaf-100/80 hover:bg-white/8 hover:text-white",
                  )}
                >
                  <span className="relative shrink-0">
                    <Icon icon={section.icon} className={cx("size-5", current ? "text-white" : "text-leaf-300 group-hover:text-white")} />
                    {badge && !open ? <span className="absolute -top-1 -right-1 size-2.5 rounded-full bg-earth-500 ring-2 ring-leaf-950" aria-hidden="true" /> : null}
                  </span>
                  <span className={cx("truncate", !open && "sr-only")}>{section.label}</span>
                  {badge ? (
                    <span className={cx("ml-auto rounded-full bg-earth-700 px-2 py-0.5 text-xs font-semibold text-white tabular-nums", !open && "sr-only")}>
                      {badge}
                      <span className="sr-only"> new</span>
                    </span>
                  ) : null}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
