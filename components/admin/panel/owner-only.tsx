"use client";

import { ShieldAlert } from "lucide";
import type { ReactNode } from "react";
import { Icon } from "@/components/ui/icon";
import { Spinner } from "@/components/ui/spinner";
import { useAdminSession } from "@/lib/admin-api/use-admin-session";
import { ACCOUNT } from "@/lib/account/account-texts";
import { PageHeader } from "../common/page-header";

/**
 * An owners' screen (accounts, site settings: contract §8). Opened by an editor's address it
 * says so instead of failing on its first call; until the panel knows the role, it waits.
 */
export function OwnerOnly({ title, what, children }: { title: string; what: string; children: ReactNode }) {
  const role = useAdminSession().user?.role;
  if (role === "owner") return children;
  if (role === undefined) {
    return (
      <div className="flex justify-center py-16 text-leaf-700" role="status" aria-label="Loading">
        <Spinner className="size-6" />
      </div>
    );
  }
  return (
    <>
      <PageHeader title={title} />
      <p role="alert" className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
        <Icon icon={ShieldAlert} className="mt-0.5 size-4 shrink-0" />
        {ACCOUNT.ownersOnlyScreen(what)} Ask an owner if you need this changed.
      </p>
    </>
  );
}
