"use client";

import { ChevronRight, CircleAlert, Inbox } from "lucide";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { cx } from "@/components/ui/class-names";
import { Icon } from "@/components/ui/icon";
import { toast } from "@/components/ui/toast-store";
import { clearSession, saveUser, type AdminUser } from "@/lib/admin-api/admin-session";
import { useAdminSession } from "@/lib/admin-api/use-admin-session";
import { errorText } from "@/lib/admin-api/api-error";
import { apiRequest } from "@/lib/admin-api/client";
import type { CollectionKey } from "@/lib/content/collection-definition";
import { COLLECTIONS } from "@/lib/content/collections";
import { PageHeader } from "../common/page-header";
import { PreviewButton } from "../common/preview-button";
import { CONTENT_SECTIONS, LEADS_SECTION, SETTINGS_SECTION } from "../panel/nav-sections";
import { DemoContentNotice } from "./demo-content-notice";

interface DashboardData {
  user?: AdminUser;
  counts: Partial<Record<CollectionKey, number>>;
  /** New leads (not followed up, not spam). */
  leads?: { unhandledInquiries: number; unhandledBrochureRequests: number };
  /** Deployment problems the operator must fix (e.g. mail that is not being delivered). */
  warnings?: string[];
  demoContent?: { records: number };
}

/** Quick-action cards with counts; a failed dashboard call ends the session (admin.md §4). */
export function DashboardScreen() {
  const router = useRouter();
  const [data, setData] = useState<DashboardData | null>(null);
  const [greeting, setGreeting] = useState<string>();
  // Bumped to load the dashboard again (after the demo content is removed).
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    apiRequest<DashboardData>("/admin/dashboard", { signal: controller.signal })
      .then((result) => {
        setData(result.data);
        setGreeting(result.message);
        if (result.data.user?.username) saveUser(result.data.user);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        clearSession();
        toast.error(errorText(error, "Failed to load the dashboard. Please log in again."));
        router.replace("/admin");
      });
    return () => controller.abort();
  }, [router, version]);

  // Owners' cards and notices wait for the role: an editor would only meet a 403 there.
  const owner = useAdminSession().user?.role === "owner";
  const unhandled = data?.leads ? data.leads.unhandledInquiries + data.leads.unhandledBrochureRequests : undefined;

  return (
    <>
      <PageHeader
        title="Dashboard"
        description={greeting ?? "Everything the public website shows, one click away."}
        actions={<PreviewButton path="/" label="Preview site" />}
      />
      {data?.warnings?.map((warning) => (
        <p key={warning} role="alert" className="mb-4 flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <Icon icon={CircleAlert} className="mt-0.5 size-4 shrink-0" />
          {/* The warning names a folder path, which must wrap on a phone. */}
          <span className="min-w-0 wrap-anywhere">{warning}</span>
        </p>
      ))}
      {owner && data?.demoContent?.records ? <DemoContentNotice records={data.demoContent.records} onRemoved={() => setVersion((n) => n + 1)} /> : null}
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-3 2xl:grid-cols-4" aria-busy={data === null}>
        <li className="col-span-2 sm:col-span-1">
          <Link
            href={LEADS_SECTION.href}
            prefetch={false}
            className="group flex h-full flex-col rounded-xl border border-earth-500/30 bg-earth-50 p-4 shadow-xs sm:p-5 transition hover:-translate-y-0.5 hover:shadow-md"
          >
            <div className="flex items-start justify-between gap-3">
              <span className="flex size-10 items-center justify-center rounded-lg bg-earth-500 text-white">
                <Icon icon={Inbox} className="size-5" />
              </span>
              <Count value={unhandled} tone={unhandled ? "earth" : "muted"} label="new" />
            </div>
            <h2 className="mt-4 font-semibold text-neutral-900">Leads</h2>
            <p className="mt-1 text-sm text-neutral-600">
              {data?.leads
                ? `${data.leads.unhandledInquiries} new inquiries and ${data.leads.unhandledBrochureRequests} new brochure requests waiting.`
                : "Inquiries and brochure requests from the website."}
            </p>
            <Cta />
          </Link>
        </li>
        {owner ? (
        <li>
          <Link
            href={SETTINGS_SECTION.href}
            prefetch={false}
            className="group flex h-full flex-col rounded-xl border border-neutral-200 bg-white p-4 shadow-xs sm:p-5 transition hover:-translate-y-0.5 hover:border-leaf-300 hover:shadow-md"
          >
            <span className="flex size-10 items-center justify-center rounded-lg bg-leaf-50 text-leaf-700 ring-1 ring-leaf-100">
              <Icon icon={SETTINGS_SECTION.icon} className="size-5" />
            </span>
            <h2 className="mt-3 font-semibold text-neutral-900 sm:mt-4">{SETTINGS_SECTION.label}</h2>
            <p className="mt-1 hidden text-sm text-neutral-600 sm:block">Company name, contact e-mail and phone, address, opening hours and social links.</p>
            <Cta />
          </Link>
        </li>
        ) : null}
        {CONTENT_SECTIONS.map((section) => {
          const definition = COLLECTIONS[section.countKey as CollectionKey];
          const count = data?.counts[definition.key];
          return (
            <li key={section.href}>
              <Link
                href={section.href}
                prefetch={false}
                className="group flex h-full flex-col rounded-xl border border-neutral-200 bg-white p-4 shadow-xs sm:p-5 transition hover:-translate-y-0.5 hover:border-leaf-300 hover:shadow-md"
              >
                <div className="flex items-start justify-between gap-3">
                  <span className="flex size-10 items-center justify-center rounded-lg bg-leaf-50 text-leaf-700 ring-1 ring-leaf-100">
                    <Icon icon={section.icon} className="size-5" />
                  </span>
                  <Count value={count} max={definition.limit?.max} label={count === 1 ? "item" : "items"} />
                </div>
                <h2 className="mt-3 font-semibold text-neutral-900 sm:mt-4">{section.label}</h2>
                <p className="mt-1 hidden text-sm text-neutral-600 sm:block">{definition.description}</p>
                <Cta />
              </Link>
            </li>
          );
        })}
      </ul>
    </>
  );
}

function Count({ value, max, label, tone = "leaf" }: { value?: number; max?: number; label: string; tone?: "leaf" | "earth" | "muted" }) {
  if (value === undefined) return <span className="h-7 w-12 animate-pulse rounded-md bg-neutral-200" aria-hidden="true" />;
  return (
    <span className="text-right">
      <span className={cx("block text-2xl leading-none font-semibold tabular-nums", tone === "earth" ? "text-earth-700" : tone === "muted" ? "text-neutral-500" : "text-neutral-900")}>
        {value}
        {max ? <span className="text-sm font-medium text-neutral-500"> / {max}</span> : null}
      </span>
      <span className="text-xs text-neutral-600">{label}</span>
    </span>
  );
}

function Cta() {
  return (
    <span className="mt-auto hidden items-center gap-1 pt-4 text-sm font-medium text-leaf-700 group-hover:text-leaf-900 sm:inline-flex">
      Manage
      <Icon icon={ChevronRight} className="size-4 transition-transform group-hover:translate-x-0.5" />
    </span>
  );
}
