"use client";

import { LogOut, MonitorSmartphone } from "lucide";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { confirmAction } from "@/components/ui/confirm-store";
import { Icon } from "@/components/ui/icon";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast-store";
import type { SessionItem } from "@/lib/account/own-sessions";
import { errorText } from "@/lib/admin-api/api-error";
import { apiRequest } from "@/lib/admin-api/client";
import { browserLabel } from "@/lib/auth/browser-label";
import { ListCard, type ListColumn } from "../common/list-card";
import { PageHeader } from "../common/page-header";
import { useAdminList } from "../common/use-admin-list";

const SESSIONS_ENDPOINT = "/api/admin/sessions";
const COLUMNS: readonly ListColumn[] = ["Browser", "Signed in", "Last activity", "Address", { label: "Actions", end: true }];
const WHEN = new Intl.DateTimeFormat("en-GB", { day: "2-digit", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit" });

function formatDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "" : WHEN.format(date);
}

/** /admin/sessions: every live sign-in of this account, each endable, this browser's marked. */
export function SessionsScreen() {
  const { items, error, load } = useAdminList<SessionItem>(SESSIONS_ENDPOINT, "Failed to fetch your sessions. Please try again.");
  const [busy, setBusy] = useState<string | null>(null);
  // The last action's outcome, kept on screen: the toast goes after a few seconds.
  const [result, setResult] = useState<string | null>(null);

  const others = items?.filter((item) => !item.current) ?? [];

  const endOne = async (item: SessionItem) => {
    const name = browserLabel(item.user_agent);
    const confirmed = await confirmAction({
      title: "End this session?",
      message: `${name} at ${item.address || "an unknown address"} will be signed out at its next step.`,
      confirmLabel: "End session",
    });
    if (!confirmed) return;
    setBusy(item.id);
    try {
      const answer = await apiRequest(`${SESSIONS_ENDPOINT}/${encodeURIComponent(item.id)}`, { method: "DELETE" });
      const text = `${name}: ${answer.message ?? "Session ended."}`;
      setResult(text);
      toast.success(text);
    } catch (caught) {
      toast.error(errorText(caught, "Error ending the session. Please try again."));
    } finally {
      setBusy(null);
      void load();
    }
  };

  const endOthers = async () => {
    const confirmed = await confirmAction({
      title: "End all other sessions?",
      message: `Every other browser signed in to this account (${others.length}) will be signed out at its next step. This browser stays signed in.`,
      confirmLabel: "End all other sessions",
    });
    if (!confirmed) return;
    setBusy("others");
    try {
      const answer = await apiRequest(SESSIONS_ENDPOINT, { method: "DELETE" });
      const text = answer.message ?? "Other sessions ended.";
      setResult(text);
      toast.success(text);
    } catch (caught) {
      toast.error(errorText(caught, "Error ending the other sessions. Please try again."));
    } finally {
      setBusy(null);
      void load();
    }
  };

  return (
    <>
      <PageHeader
        title="Where you're signed in"
        description="Every browser signed in to your account right now. End any you do not recognise: it is signed out at its next step. Changing your password signs every browser out."
        actions={
          <Button variant="danger" onClick={() => void endOthers()} disabled={busy !== null || others.length === 0}>
            {busy === "others" ? <Spinner /> : <Icon icon={LogOut} className="size-4" />}
            End all other sessions
          </Button>
        }
      />
      {/* Not a live region: the toast announces the same text once. */}
      {result ? <p className="mb-4 rounded-lg border border-leaf-200 bg-leaf-50 px-4 py-2.5 text-sm text-leaf-900">{result}</p> : null}
      <ListCard title="Live sessions" count={items?.length} error={error} items={items} icon={MonitorSmartphone} loadingText="Loading your sessions..."
        emptyText="No live session." tableLabel="Live sessions table" columns={COLUMNS} minWidth="min-w-[44rem]">
        {items?.map((item) => {
          const name = browserLabel(item.user_agent);
          return (
            <tr key={item.id} className="align-top" data-session={item.id}>
              <td className="px-4 py-3">
                <span className="flex flex-wrap items-center gap-2 font-medium text-neutral-900">
                  {name}
                  {item.current ? <span className="rounded-full bg-leaf-100 px-2 py-0.5 text-xs font-semibold text-leaf-900">This browser</span> : null}
                </span>
                <span className="block max-w-xs truncate text-xs text-neutral-600" title={item.user_agent}>
                  {item.user_agent || "No browser name sent"}
                </span>
              </td>
              <td className="px-4 py-3 text-neutral-700">
                <time dateTime={item.created_at} className="whitespace-nowrap">
                  {formatDate(item.created_at)}
                </time>
              </td>
              <td className="px-4 py-3 text-neutral-700">
                <time dateTime={item.last_seen_at} className="whitespace-nowrap">
                  {formatDate(item.last_seen_at)}
                </time>
              </td>
              <td className="px-4 py-3 font-mono text-xs break-all text-neutral-700">{item.address || "unknown"}</td>
              <td className="px-4 py-3">
                <div className="flex justify-end">
                  {item.current ? (
                    <span className="text-xs text-neutral-600">Use Logout to end</span>
                  ) : (
                    <Button size="sm" variant="dangerGhost" disabled={busy !== null} onClick={() => void endOne(item)} aria-label={`End the session of ${name} at ${item.address || "unknown address"}`}>
                      {busy === item.id ? <Spinner /> : <Icon icon={LogOut} className="size-4" />}
                      End
                    </Button>
                  )}
                </div>
              </td>
            </tr>
          );
        })}
      </ListCard>
    </>
  );
}
