"use client";

import { Inbox } from "lucide";
import { useCallback, useEffect, useState } from "react";
import { buttonClass, Button } from "@/components/ui/button";
import { cx } from "@/components/ui/class-names";
import { confirmAction } from "@/components/ui/confirm-store";
import { Icon } from "@/components/ui/icon";
import { Select } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { Pager } from "../common/pager";
import { toast } from "@/components/ui/toast-store";
import { errorText } from "@/lib/admin-api/api-error";
import { apiRequest } from "@/lib/admin-api/client";
import { LEAD_ERASE_ENDPOINT, LEAD_PAGE_SIZE, leadEndpoint, type LeadKind } from "@/lib/leads/lead-kinds";
import type { Lead, LeadPage } from "@/lib/leads/lead-page";
import { LEAD_STATUS_LABELS, LEAD_STATUSES, type LeadStatus } from "@/lib/leads/lead-status";
import { LeadNoteDialog } from "./lead-note-dialog";
import { refreshNewLeadCount } from "./new-lead-count";
import { TableAlert } from "../common/table-alert";
import { TableScrollRegion } from "@/components/ui/table-scroll-region";

const WHEN = new Intl.DateTimeFormat("en-GB", { day: "2-digit", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit" });

function formatDate(value?: string | null): string {
  if (!value) return "";
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "" : WHEN.format(date);
}

const MAIL = {
  pending: { label: "Pending", className: "bg-amber-50 text-amber-800 ring-amber-200" },
  sent: { label: "Sent", className: "bg-green-50 text-green-800 ring-green-200" },
  failed: { label: "Failed", className: "bg-red-50 text-red-800 ring-red-200" },
  // No SMTP_URL: the notice is a file on the server, nobody was told.
  outbox: { label: "Kept in outbox", className: "bg-neutral-100 text-neutral-800 ring-neutral-300" },
  skipped: { label: "Not sent", className: "bg-neutral-100 text-neutral-800 ring-neutral-300" },
} as const;

const MAIL_HINTS: Partial<Record<Lead["mail_status"], string>> = {
  outbox: "No mail server is configured (SMTP_URL): the notice was kept in the server's outbox folder and nobody was notified.",
  skipped: "Caught as spam on arrival: nobody was notified.",
};

/** What the traps saw, in words. */
const SPAM_REASONS: Record<string, string> = { honeypot: "the hidden field was filled", "too fast": "sent too fast" };

/** The actions stay in view when the table scrolls sideways. */
const STICKY_END = "sticky right-0 w-px whitespace-nowrap shadow-[-10px_0_10px_-10px_rgba(0,0,0,0.18)] md:shadow-none";

/** The list's filters: a status ("" for every one but spam, `all`) and a text. */
export interface LeadFilterState {
  status: string;
  q: string;
}

export function filterQuery({ status, q }: LeadFilterState): string {
  const params = new URLSearchParams();
  if (status) params.set("status", status);
  if (q.trim()) params.set("q", q.trim());
  const query = params.toString();
  return query ? `&${query}` : "";
}

/** One lead type's table with paging, the filters given; each change saves at once. */
export function LeadsTable({ kind, filter }: { kind: LeadKind; filter: LeadFilterState }) {
  const [page, setPage] = useState(1);
  const [data, setData] = useState<LeadPage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState<number | null>(null);
  const [expanded, setExpanded] = useState<number | null>(null);
  const [noting, setNoting] = useState<Lead | null>(null);

  const load = useCallback(
    (target: number, signal?: AbortSignal) =>
      apiRequest<LeadPage>(`${leadEndpoint(kind)}?page=${target}&pageSize=${LEAD_PAGE_SIZE}${filterQuery(filter)}`, { signal }).then(
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
    [kind, filter],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(page, controller.signal);
    return () => controller.abort();
  }, [load, page]);

  /** Saves a change; the page is read again, since the lead may have left the filter. */
  const change = async (lead: Lead, json: { status?: LeadStatus; note?: string }): Promise<boolean> => {
    setSaving(lead.id);
    try {
      const result = await apiRequest(`${leadEndpoint(kind)}/${lead.id}`, { method: "PATCH", json });
      toast.success(result.message ?? "Saved.");
      void refreshNewLeadCount();
      await load(page);
      return true;
    } catch (caught) {
      toast.error(errorText(caught, "Could not update the lead. Please try again."));
      return false;
    } finally {
      setSaving(null);
    }
  };

  const erase = async (lead: Lead) => {
    const confirmed = await confirmAction({
      title: "Delete everything about this e-mail address?",
      message: `Every inquiry and brochure request from ${lead.email} will be deleted, with their notes. This cannot be undone.`,
      confirmLabel: "Delete all",
    });
    if (!confirmed) return;
    setSaving(lead.id);
    try {
      const result = await apiRequest(LEAD_ERASE_ENDPOINT, { method: "POST", json: { email: lead.email } });
      toast.success(result.message ?? "Deleted.");
      void refreshNewLeadCount();
      await load(page);
    } catch (caught) {
      toast.error(errorText(caught, "Could not delete the leads. Please try again."));
    } finally {
      setSaving(null);
    }
  };

  const total = data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / (data?.pageSize || LEAD_PAGE_SIZE)));
  const first = total ? (page - 1) * (data?.pageSize || LEAD_PAGE_SIZE) + 1 : 0;
  const last = data ? first + data.items.length - 1 : 0;
  const emptyText = data === null ? (error ? "Nothing to show." : `Loading ${kind.label.toLowerCase()}...`) : filter.q || filter.status ? "No leads match these filters" : kind.empty;
  const actions = (lead: Lead) => <LeadActions lead={lead} kind={kind} busy={saving === lead.id} onChange={(json) => void change(lead, json)} onNote={() => setNoting(lead)} onErase={() => void erase(lead)} />;

  return (
    <section className="overflow-hidden rounded-xl border border-neutral-200 bg-white shadow-xs" aria-label={kind.label}>
      {error ? <TableAlert message={error} /> : null}
      {/* Phones get one card per lead instead of a table that scrolls sideways. */}
      {data && data.items.length ? (
        <ul className="divide-y divide-neutral-100 sm:hidden">
          {data.items.map((lead) => (
            <li key={lead.id} className={cx("space-y-2 px-4 py-4", lead.status === "new" ? "bg-white" : "bg-neutral-50")}>
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
              <LeadNote lead={lead} />
              <StatusControl lead={lead} kind={kind} busy={saving === lead.id} onStatus={(status) => void change(lead, { status })} />
              {actions(lead)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="flex items-center justify-center gap-2 px-5 py-10 text-center text-neutral-500 sm:hidden">
          {data === null && !error ? <Spinner className="text-leaf-600" /> : <Icon icon={Inbox} className="size-5 text-neutral-400" />}
          {emptyText}
        </p>
      )}
      <TableScrollRegion label={`${kind.label} table`} className="hidden sm:block">
        <table className="w-full min-w-[60rem] text-left text-sm" aria-busy={data === null}>
          <thead className="bg-neutral-50 text-xs font-semibold tracking-wide text-neutral-500 uppercase">
            <tr>
              <th scope="col" className="px-4 py-2.5">Received</th>
              <th scope="col" className="px-4 py-2.5">From</th>
              {kind.hasMessage ? <th scope="col" className="px-4 py-2.5">Message</th> : null}
              <th scope="col" className="px-4 py-2.5">Mail</th>
              <th scope="col" className="px-4 py-2.5">Status</th>
              <th scope="col" className={cx(STICKY_END, "bg-neutral-50 px-4 py-2.5 text-right")}>Actions</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-neutral-100">
            {data === null || data.items.length === 0 ? (
              <tr>
                <td colSpan={kind.hasMessage ? 6 : 5} className="px-5 py-10 text-center text-neutral-500">
                  <span className="inline-flex items-center gap-2">
                    {data === null && !error ? <Spinner className="text-leaf-600" /> : <Icon icon={Inbox} className="size-5 text-neutral-400" />}
                    {emptyText}
                  </span>
                </td>
              </tr>
            ) : (
              data.items.map((lead) => (
                <tr key={lead.id} className={cx("align-top", lead.status === "new" ? "bg-white" : "bg-neutral-50 text-neutral-600")}>
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
                      <LeadNote lead={lead} />
                    </td>
                  ) : null}
                  <td className="px-4 py-3">
                    <MailBadge lead={lead} />
                  </td>
                  <td className="px-4 py-3">
                    <StatusControl lead={lead} kind={kind} busy={saving === lead.id} onStatus={(status) => void change(lead, { status })} />
                    {kind.hasMessage ? null : <LeadNote lead={lead} />}
                  </td>
                  <td className={cx(STICKY_END, "bg-inherit px-4 py-3 text-right")}>{actions(lead)}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </TableScrollRegion>
      <Pager noun={kind.label.toLowerCase()} first={first} last={last} total={total} page={page} pageCount={pages} onPage={setPage} disabled={data === null} />
      {noting ? <LeadNoteDialog lead={noting} onSave={(note) => change(noting, { note })} onClose={() => setNoting(null)} /> : null}
    </section>
  );
}

function MailBadge({ lead }: { lead: Lead }) {
  const status = MAIL[lead.mail_status] ?? MAIL.pending;
  return (
    <span className="inline-flex flex-col items-start">
      <span className={cx("inline-flex rounded-full px-2 py-0.5 text-xs font-medium ring-1", status.className)} title={lead.mail_error ?? MAIL_HINTS[lead.mail_status]}>
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

function LeadNote({ lead }: { lead: Lead }) {
  if (!lead.note) return null;
  return (
    <p className="mt-2 rounded-md bg-amber-50 px-2 py-1 text-xs whitespace-pre-line text-amber-950">
      <span className="font-semibold">Note: </span>
      {lead.note}
    </p>
  );
}

/** The status, changed at once, with what the traps saw and the time the form took. */
function StatusControl({ lead, kind, busy, onStatus }: { lead: Lead; kind: LeadKind; busy: boolean; onStatus: (status: LeadStatus) => void }) {
  return (
    <div className="space-y-1">
      <Select
        aria-label={`Status of the ${kind.singular.toLowerCase()} from ${lead.name}`}
        value={lead.status}
        disabled={busy}
        onChange={(event) => onStatus(event.target.value as LeadStatus)}
        className="h-8 w-36"
      >
        {LEAD_STATUSES.map((status) => (
          <option key={status} value={status}>
            {LEAD_STATUS_LABELS[status]}
          </option>
        ))}
      </Select>
      {lead.spam_reason ? <span className="block text-xs text-red-700">Caught as spam: {SPAM_REASONS[lead.spam_reason] ?? lead.spam_reason}</span> : null}
      {typeof lead.fill_ms === "number" ? <span className="block text-xs text-neutral-600">Form filled in {(lead.fill_ms / 1000).toFixed(1)} s</span> : null}
      {lead.handled_at ? <span className="block text-xs text-neutral-600">Handled {formatDate(lead.handled_at)}</span> : null}
    </div>
  );
}

function LeadActions({
  lead,
  kind,
  busy,
  onChange,
  onNote,
  onErase,
}: {
  lead: Lead;
  kind: LeadKind;
  busy: boolean;
  onChange: (json: { status: LeadStatus }) => void;
  onNote: () => void;
  onErase: () => void;
}) {
  const reply = `mailto:${lead.email}?subject=${encodeURIComponent(kind.replySubject(lead))}`;
  const who = `the ${kind.singular.toLowerCase()} from ${lead.name}`;
  return (
    <div className="flex flex-wrap items-center justify-end gap-1">
      <a href={reply} className={buttonClass("secondary", "sm")} aria-label={`Reply to ${lead.name}`}>
        Reply
      </a>
      <Button size="sm" variant="ghost" onClick={onNote} disabled={busy} aria-label={`${lead.note ? "Edit the note" : "Add a note"} on ${who}`}>
        {lead.note ? "Edit note" : "Add note"}
      </Button>
      {lead.status === "spam" ? (
        <Button size="sm" variant="ghost" onClick={() => onChange({ status: "new" })} disabled={busy} aria-label={`Not spam: ${who}`}>
          Not spam
        </Button>
      ) : (
        <Button size="sm" variant="ghost" onClick={() => onChange({ status: "spam" })} disabled={busy} aria-label={`Mark as spam: ${who}`}>
          Mark as spam
        </Button>
      )}
      <Button size="sm" variant="dangerGhost" onClick={onErase} disabled={busy} aria-label={`Delete everything about ${lead.email}`}>
        Delete all
      </Button>
    </div>
  );
}
