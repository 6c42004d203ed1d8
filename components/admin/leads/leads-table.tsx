"use client";

import { CircleAlert, Inbox } from "lucide";
import { useCallback, useEffect, useState } from "react";
import { cx } from "@/components/ui/class-names";
import { Icon } from "@/components/ui/icon";
import { Spinner } from "@/components/ui/spinner";
import { Pager } from "../common/pager";
import { toast } from "@/components/ui/toast-store";
import { errorText } from "@/lib/admin-api/api-error";
import { apiRequest } from "@/lib/admin-api/client";
import { LEAD_PAGE_SIZE, leadEndpoint, type LeadKind } from "@/lib/leads/lead-kinds";
import type { Lead, LeadPage } from "@/lib/leads/lead-page";

const WHEN = new Intl.DateTimeFormat("en-GB", { day: "2-digit", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit" });

function formatDate(value?: string | null): string {
  if (!value) return "";
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "" : WHEN.format(date);
}

const STATUS = {
  pending: { label: "Pending", className: "bg-amber-50 text-amber-800 ring-amber-200" },
  sent: { label: "Sent", className: "bg-green-50 text-green-800 ring-green-200" },
  failed: { label: "Failed", className: "bg-red-50 text-red-800 ring-red-200" },
  // No SMTP_URL: the notice is a file on the server, nobody was told.
  outbox: { label: "Kept in outbox", className: "bg-neutral-100 text-neutral-800 ring-neutral-300" },
} as const;

const OUTBOX_HINT = "No mail server is configured (SMTP_URL): the notice was kept in the server's outbox folder and nobody was notified.";

/** The handled switch stays in view when the table scrolls sideways on a phone. */
const STICKY_END = "sticky right-0 w-px whitespace-nowrap shadow-[-10px_0_10px_-10px_rgba(0,0,0,0.18)] md:shadow-none";

/** One lead type's table with paging; the handled switch saves at once. */
export function LeadsTable({ kind }: { kind: LeadKind }) {
  const [page, setPage] = useState(1);
  const [data, setData] = useState<LeadPage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState<number | null>(null);
  const [expanded, setExpanded] = useState<number | null>(null);

  const load = useCallback(
    (target: number, signal?: AbortSignal) =>
      apiRequest<LeadPage>(`${leadEndpoint(kind)}?page=${target}&pageSize=${LEAD_PAGE_SIZE}`, { signal }).then(
        (result) => {
          if (signal?.aborted) return;
          const items = Array.isArray(result.data?.items) ? result.data.items : [];
          // Newest first, whatever order a page arrives in.
          items.sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
          setData({ ...result.data, items });
          setError(null);
        },
        (caught: unknown) => {
          if (signal?.aborted) return;
          const text = errorText(caught, `Failed to fetch ${kind.label.toLowerCase()}. Please try again.`);
          setError(text);
          toast.error(text);
        },
      ),
    [kind],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(page, controller.signal);
    return () => controller.abort();
  }, [load, page]);

  const toggle = async (lead: Lead) => {
    const handled = !lead.handled_at;
    setSaving(lead.id);
    try {
      const result = await apiRequest<Partial<Lead> | undefined>(`${leadEndpoint(kind)}/${lead.id}`, { method: "PATCH", json: { handled } });
      const handledAt = result.data && "handled_at" in result.data ? (result.data.handled_at ?? null) : handled ? new Date().toISOString() : null;
      setData((current) => current && { ...current, items: current.items.map((item) => (item.id === lead.id ? { ...item, handled_at: handledAt } : item)) });
      toast.success(result.message ?? (handled ? "Marked as handled." : "Marked as not handled."));
    } catch (caught) {
      toast.error(errorText(caught, "Could not update the lead. Please try again."));
    } finally {
      setSaving(null);
    }
  };

  const total = data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / (data?.pageSize || LEAD_PAGE_SIZE)));
  const first = total ? (page - 1) * (data?.pageSize || LEAD_PAGE_SIZE) + 1 : 0;
  const last = data ? first + data.items.length - 1 : 0;

  return (
    <section className="overflow-hidden rounded-xl border border-neutral-200 bg-white shadow-xs" aria-label={kind.label}>
      {error ? (
        <p role="alert" className="flex items-center gap-2 border-b border-red-100 bg-red-50 px-5 py-3 text-sm font-medium text-red-700">
          <Icon icon={CircleAlert} className="size-4" />
          {error}
        </p>
      ) : null}
      {/* Phones get one card per lead instead of a table that scrolls sideways. */}
      {data && data.items.length ? (
        <ul className="divide-y divide-neutral-100 sm:hidden">
          {data.items.map((lead) => (
            <li key={lead.id} className={cx("space-y-2 px-4 py-4", lead.handled_at ? "bg-neutral-50" : "bg-white")}>
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-medium text-neutral-900">{lead.name}</p>
                  <time dateTime={lead.created_at} className="text-xs text-neutral-600">
                    {formatDate(lead.created_at)}
                  </time>
                </div>
                <MailBadge lead={lead} />
              </div>
              <p className="text-sm break-words">
                <a href={`mailto:${lead.email}`} className="text-leaf-700 hover:underline">
                  {lead.email}
                </a>
                <span className="block text-neutral-600">{lead.contact_no ?? lead.contact}</span>
              </p>
              {kind.hasMessage ? (
                <div className="text-sm">
                  <LeadMessage lead={lead} open={expanded === lead.id} onToggle={() => setExpanded(expanded === lead.id ? null : lead.id)} />
                </div>
              ) : null}
              <HandledSwitch lead={lead} kind={kind} saving={saving === lead.id} onToggle={() => void toggle(lead)} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="flex items-center justify-center gap-2 px-5 py-10 text-center text-neutral-500 sm:hidden">
          {data === null && !error ? <Spinner className="text-leaf-600" /> : <Icon icon={Inbox} className="size-5 text-neutral-400" />}
          {data === null ? (error ? "Nothing to show." : `Loading ${kind.label.toLowerCase()}...`) : kind.empty}
        </p>
      )}
      {/* Focusable so keyboard users can scroll a wide table sideways. */}
      <div className="hidden overflow-x-auto sm:block" tabIndex={0} role="region" aria-label={`${kind.label} table`}>
        <table className="w-full min-w-[48rem] text-left text-sm" aria-busy={data === null}>
          <thead className="bg-neutral-50 text-xs font-semibold tracking-wide text-neutral-500 uppercase">
            <tr>
              <th scope="col" className="px-4 py-2.5">Received</th>
              <th scope="col" className="px-4 py-2.5">From</th>
              {kind.hasMessage ? <th scope="col" className="px-4 py-2.5">Message</th> : null}
              <th scope="col" className="px-4 py-2.5">Mail</th>
              <th scope="col" className={cx(STICKY_END, "bg-neutral-50 px-4 py-2.5 text-right")}>Handled</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-neutral-100">
            {data === null || data.items.length === 0 ? (
              <tr>
                <td colSpan={kind.hasMessage ? 5 : 4} className="px-5 py-10 text-center text-neutral-500">
                  <span className="inline-flex items-center gap-2">
                    {data === null && !error ? <Spinner className="text-leaf-600" /> : <Icon icon={Inbox} className="size-5 text-neutral-400" />}
                    {data === null ? (error ? "Nothing to show." : `Loading ${kind.label.toLowerCase()}...`) : kind.empty}
                  </span>
                </td>
              </tr>
            ) : (
              data.items.map((lead) => {
                return (
                  <tr key={lead.id} className={cx("align-top", lead.handled_at ? "bg-neutral-50 text-neutral-600" : "bg-white")}>
                    <td className="px-4 py-3 text-neutral-700">
                      <time dateTime={lead.created_at} className="whitespace-nowrap">
                        {formatDate(lead.created_at)}
                      </time>
                    </td>
                    <td className="px-4 py-3">
                      <span className="block font-medium text-neutral-900">{lead.name}</span>
                      <a href={`mailto:${lead.email}`} className="block text-leaf-700 hover:underline">
                        {lead.email}
                      </a>
                      <span className="block text-neutral-600">{lead.contact_no ?? lead.contact}</span>
                    </td>
                    {kind.hasMessage ? (
                      <td className="max-w-md px-4 py-3">
                        <LeadMessage lead={lead} open={expanded === lead.id} onToggle={() => setExpanded(expanded === lead.id ? null : lead.id)} />
                      </td>
                    ) : null}
                    <td className="px-4 py-3">
                      <MailBadge lead={lead} />
                    </td>
                    <td className={cx(STICKY_END, "bg-inherit px-4 py-3 text-right")}>
                      <HandledSwitch lead={lead} kind={kind} saving={saving === lead.id} onToggle={() => void toggle(lead)} />
                    </td>
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>
      <Pager noun={kind.label.toLowerCase()} first={first} last={last} total={total} page={page} pageCount={pages} onPage={setPage} disabled={data === null} />
    </section>
  );
}

function MailBadge({ lead }: { lead: Lead }) {
  const status = STATUS[lead.mail_status] ?? STATUS.pending;
  return (
    <span className="inline-flex flex-col items-start">
      <span className={cx("inline-flex rounded-full px-2 py-0.5 text-xs font-medium ring-1", status.className)} title={lead.mail_error ?? (lead.mail_status === "outbox" ? OUTBOX_HINT : undefined)}>
        {status.label}
      </span>
      {lead.mail_status === "failed" && lead.mail_error ? <span className="mt-1 block max-w-48 text-xs text-red-700">{lead.mail_error}</span> : null}
    </span>
  );
}

function LeadMessage({ lead, open, onToggle }: { lead: Lead; open: boolean; onToggle: () => void }) {
  const message = lead.message ?? "";
  const long = message.length > 120;
  return (
    <>
      {lead.subject ? <span className="block font-medium text-neutral-900">{lead.subject}</span> : null}
      <p className="whitespace-pre-line text-neutral-700">{long && !open ? `${message.slice(0, 120)}…` : message}</p>
      {long ? (
        <button type="button" className="mt-1 text-xs font-medium text-leaf-700 hover:underline" aria-expanded={open} onClick={onToggle}>
          {open ? "Show less" : "Show more"}
        </button>
      ) : null}
    </>
  );
}

function HandledSwitch({ lead, kind, saving, onToggle }: { lead: Lead; kind: LeadKind; saving: boolean; onToggle: () => void }) {
  return (
    <div className="inline-flex items-center justify-end gap-2">
      <span className="text-xs text-neutral-600">{lead.handled_at ? `Handled ${formatDate(lead.handled_at)}` : "Open"}</span>
      <button
        type="button"
        role="switch"
        aria-checked={Boolean(lead.handled_at)}
        aria-label={`Handled: ${kind.singular.toLowerCase()} from ${lead.name}`}
        disabled={saving}
        onClick={onToggle}
        className={cx(
          "relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors disabled:opacity-60",
          lead.handled_at ? "bg-leaf-600" : "bg-neutral-300",
        )}
      >
        <span className={cx("inline-block size-5 rounded-full bg-white shadow transition-transform", lead.handled_at ? "translate-x-5.5" : "translate-x-0.5")} />
      </button>
    </div>
  );
}
