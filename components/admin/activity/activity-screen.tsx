"use client";

import { History } from "lucide";
import Link from "next/link";
import { useCallback, useEffect, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input, Select } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast-store";
import { ACTIVITY_ACTIONS } from "@/lib/activity/activity-actions";
import { ACTIVITY_ACTION_LABELS, ACTIVITY_TEXT } from "@/lib/activity/activity-texts";
import { ApiError, errorText } from "@/lib/admin-api/api-error";
import { apiRequest } from "@/lib/admin-api/client";
import type { ActivityLine } from "@/lib/dashboard/activity-route";
import { ListCard, type ListColumn } from "../common/list-card";
import { PageHeader } from "../common/page-header";
import { changeNote, itemView } from "./activity-item";

const ACTIVITY_ENDPOINT = "/api/admin/activity";
const ACCOUNTS_ENDPOINT = "/api/admin/accounts";
const COLUMNS: readonly ListColumn[] = ["When", "Who", "What", "Item", "From"];
const PAGE_SIZE = 50;
const WHEN = new Intl.DateTimeFormat("en-GB", { day: "2-digit", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", second: "2-digit" });
const FAILED = "Failed to fetch the activity. Please try again.";

interface Filters {
  action: string;
  account: string;
  from: string;
  to: string;
}

const NO_FILTERS: Filters = { action: "", account: "", from: "", to: "" };

interface Person {
  id: number;
  username: string;
}

function formatWhen(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "" : WHEN.format(date);
}

/** The query of the filters; the date inputs are the browser's local days, sent as their exact bounds. */
function queryOf(filters: Filters, before?: string): string {
  const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (filters.action) params.set("action", filters.action);
  if (filters.account) params.set("account", filters.account);
  const from = filters.from ? new Date(`${filters.from}T00:00:00`) : null;
  const to = filters.to ? new Date(`${filters.to}T23:59:59.999`) : null;
  if (from && !Number.isNaN(from.getTime())) params.set("from", from.toISOString());
  if (to && !Number.isNaN(to.getTime())) params.set("to", to.toISOString());
  if (before) params.set("before", before);
  return `${ACTIVITY_ENDPOINT}?${params}`;
}

/**
 * The people an owner can filter by, from the accounts list (contract §8). An editor is refused
 * that list (403), and so gets no person filter: they only ever see their own entries.
 */
function usePeople(): Person[] | null {
  const [people, setPeople] = useState<Person[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    apiRequest<unknown>(ACCOUNTS_ENDPOINT, { signal: controller.signal }).then(
      ({ data }) => {
        const list = Array.isArray(data) ? data : [];
        setPeople(
          list.flatMap((entry: unknown) => {
            const record = entry as Partial<Person> | null;
            return record && typeof record.id === "number" && typeof record.username === "string" ? [{ id: record.id, username: record.username }] : [];
          }),
        );
      },
      (error: unknown) => {
        if (!(error instanceof ApiError)) return;
        setPeople(null);
      },
    );
    return () => controller.abort();
  }, []);
  return people;
}

/** /admin/activity: who did what and when, from where; newest first, filtered by type, person (owners) and dates. */
export function ActivityScreen() {
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [lines, setLines] = useState<ActivityLine[] | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const people = usePeople();
  const filtered = useMemo(() => Object.values(filters).some(Boolean), [filters]);
  const badRange = Boolean(filters.from && filters.to && filters.from > filters.to);

  const load = useCallback(
    (current: Filters, signal?: AbortSignal) =>
      apiRequest<ActivityLine[]>(queryOf(current), { signal }).then(
        (result) => {
          if (signal?.aborted) return;
          setLines(Array.isArray(result.data) ? result.data : []);
          setCursor(typeof result.envelope?.next_cursor === "string" ? result.envelope.next_cursor : null);
          setError(null);
        },
        (caught: unknown) => {
          if (signal?.aborted || (caught instanceof DOMException && caught.name === "AbortError")) return;
          const text = errorText(caught, FAILED);
          setLines([]);
          setCursor(null);
          setError(text);
          toast.error(text);
        },
      ),
    [],
  );

  useEffect(() => {
    if (badRange) return;
    const controller = new AbortController();
    void load(filters, controller.signal);
    return () => controller.abort();
  }, [filters, badRange, load]);

  const loadMore = async () => {
    if (!cursor) return;
    setLoadingMore(true);
    try {
      const result = await apiRequest<ActivityLine[]>(queryOf(filters, cursor));
      setLines((current) => [...(current ?? []), ...(Array.isArray(result.data) ? result.data : [])]);
      setCursor(typeof result.envelope?.next_cursor === "string" ? result.envelope.next_cursor : null);
    } catch (caught) {
      toast.error(errorText(caught, FAILED));
    } finally {
      setLoadingMore(false);
    }
  };

  const change = (name: keyof Filters, value: string) => {
    setLines(null);
    setFilters((current) => ({ ...current, [name]: value }));
  };

  const summary = badRange
    ? "Nothing shown: the dates are the wrong way round."
    : lines === null
      ? "Loading the activity..." : lines.length === 0 ? (filtered ? "No activity matches these filters." : "No activity yet.") : `${lines.length}${cursor ? "+" : ""} entries shown.`;

  const more =
    cursor && !badRange && lines && lines.length > 0 ? (
      <div className="border-t border-neutral-200 px-4 py-3 text-center">
        <Button type="button" variant="secondary" onClick={() => void loadMore()} disabled={loadingMore}>
          {loadingMore ? <Spinner /> : null}
          Show older entries
        </Button>
      </div>
    ) : null;

  return (
    <>
      <PageHeader title="Activity" description="Who changed what and when, from which address: content, the trash, site settings, leads, sign-ins and account changes. Entries are kept for a limited time." />
      <form className="mb-4 flex flex-wrap items-end gap-3" aria-label="Filter the activity" onSubmit={(event) => event.preventDefault()}>
        <div>
          <label htmlFor="activity-type" className="mb-1 block text-sm font-medium text-neutral-700">
            Type
          </label>
          <Select id="activity-type" value={filters.action} onChange={(event) => change("action", event.target.value)} className="w-60">
            <option value="">All types</option>
            {ACTIVITY_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {ACTIVITY_ACTION_LABELS[action]}
              </option>
            ))}
          </Select>
        </div>
        {people && people.length > 0 ? (
          <div>
            <label htmlFor="activity-person" className="mb-1 block text-sm font-medium text-neutral-700">
              Person
            </label>
            <Select id="activity-person" value={filters.account} onChange={(event) => change("account", event.target.value)} className="w-48">
              <option value="">Everyone</option>
              {people.map((person) => (
                <option key={person.id} value={String(person.id)}>
                  {person.username}
                </option>
              ))}
            </Select>
          </div>
        ) : null}
        <div>
          <label htmlFor="activity-from" className="mb-1 block text-sm font-medium text-neutral-700">
            From
          </label>
          <Input id="activity-from" type="date" value={filters.from} max={filters.to || undefined} onChange={(event) => change("from", event.target.value)} className="w-44" aria-invalid={badRange || undefined} aria-describedby={badRange ? "activity-range-error" : undefined} />
        </div>
        <div>
          <label htmlFor="activity-to" className="mb-1 block text-sm font-medium text-neutral-700">
            To
          </label>
          <Input id="activity-to" type="date" value={filters.to} min={filters.from || undefined} onChange={(event) => change("to", event.target.value)} className="w-44" aria-invalid={badRange || undefined} aria-describedby={badRange ? "activity-range-error" : undefined} />
        </div>
        {filtered ? (
          <Button type="button" variant="secondary" onClick={() => { setLines(null); setFilters(NO_FILTERS); }}>
            Clear filters
          </Button>
        ) : null}
        {badRange ? (
          <p id="activity-range-error" role="alert" className="w-full text-sm font-medium text-red-700">
            {ACTIVITY_TEXT.badRange}
          </p>
        ) : null}
      </form>
      {/* A failure reads as no list; dates the wrong way round as an empty one, whose line says why. */}
      <ListCard title="Recent activity" status={summary} error={error} items={error ? null : badRange ? [] : lines} icon={History} loadingText="Loading the activity..."
        emptyText={summary} tableLabel="Activity table" caption="Activity, newest first" columns={COLUMNS} minWidth="min-w-[52rem]" footer={more}>
        {lines?.map((line, index) => {
          const item = itemView(line);
          const note = changeNote(line);
          const label = ACTIVITY_ACTION_LABELS[line.action as keyof typeof ACTIVITY_ACTION_LABELS] ?? line.action;
          return (
            <tr key={`${line.at}-${index}`} className="align-top">
              <td className="px-4 py-3 whitespace-nowrap text-neutral-700">
                <time dateTime={line.at}>{formatWhen(line.at)}</time>
              </td>
              <td className="px-4 py-3 break-words text-neutral-900">
                {line.account.username || "Unknown"}
                {line.account.id === null ? <span className="block text-xs text-neutral-600">no such account</span> : null}
              </td>
              <td className="px-4 py-3 text-neutral-900">
                <span className="block font-medium">{label}</span>
                {note ? <span className="block text-xs text-neutral-600">{note}</span> : null}
              </td>
              <td className="px-4 py-3 break-words">
                {item ? (
                  <>
                    {item.href ? (
                      <Link href={item.href} prefetch={false} className="font-medium text-leaf-700 underline underline-offset-2 hover:text-leaf-800">
                        {item.name ?? item.type}
                        {item.name ? <span className="sr-only"> ({item.type})</span> : null}
                      </Link>
                    ) : (
                      <span className="text-neutral-900">{item.name ?? item.type}</span>
                    )}
                    {item.name ? <span className="block text-xs text-neutral-600">{item.type}{item.href === null && line.exists === false ? " · no longer exists" : ""}</span> : null}
                  </>
                ) : (
                  <span className="text-neutral-600">—</span>
                )}
              </td>
              <td className="px-4 py-3 font-mono text-xs whitespace-nowrap text-neutral-700">{line.address}</td>
            </tr>
          );
        })}
      </ListCard>
    </>
  );
}
