"use client";

import { Download } from "lucide";
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import { cx } from "@/components/ui/class-names";
import { Icon } from "@/components/ui/icon";
import { Input, Select } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast-store";
import { errorText } from "@/lib/admin-api/api-error";
import { apiDownload } from "@/lib/admin-api/client";
import { LEAD_KIND_LIST, LEAD_KINDS, leadEndpoint, type LeadKind } from "@/lib/leads/lead-kinds";
import { ALL_STATUSES, LEAD_STATUS_LABELS, LEAD_STATUSES } from "@/lib/leads/lead-status";
import { PageHeader } from "../common/page-header";
import { filterQuery, LeadsTable, type LeadFilterState } from "./leads-table";
import { saveBlob } from "./save-blob";

/** Typing in the search box reads the list again once the typing pauses this long. */
const SEARCH_PAUSE_MS = 300;

/** /admin/leads: inquiries and brochure requests, newest first, filtered by status and text, with their pipeline and CSV export. */
export function LeadsScreen() {
  const [active, setActive] = useState<LeadKind["slug"]>(LEAD_KIND_LIST[0].slug);
  const [downloading, setDownloading] = useState(false);
  const [status, setStatus] = useState("");
  const [search, setSearch] = useState("");
  const [q, setQ] = useState("");
  const filter = useMemo<LeadFilterState>(() => ({ status, q: q.trim() }), [status, q]);

  useEffect(() => {
    const timer = window.setTimeout(() => setQ(search), SEARCH_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [search]);
  const tabs = useRef<Record<string, HTMLButtonElement | null>>({});
  const kind: LeadKind = LEAD_KINDS[active];

  const select = (key: LeadKind["slug"], focus = false) => {
    setActive(key);
    if (focus) tabs.current[key]?.focus();
  };

  // Arrow keys move between tabs (WAI-ARIA tabs pattern).
  const onKeyDown = (event: KeyboardEvent) => {
    const index = LEAD_KIND_LIST.findIndex((entry) => entry.slug === active);
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    select(LEAD_KIND_LIST[(index + step + LEAD_KIND_LIST.length) % LEAD_KIND_LIST.length].slug, true);
  };

  const download = async () => {
    setDownloading(true);
    try {
      const { blob, filename } = await apiDownload(`${leadEndpoint(kind)}?format=csv${filterQuery(filter)}`);
      saveBlob(blob, filename ?? `${kind.fileName}-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch (error) {
      toast.error(errorText(error, "Failed to download the CSV file. Please try again."));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <>
      <PageHeader
        title="Leads"
        description="Messages from the contact form and e-brochure requests. Move each one along as you follow it up; spam is set aside and deleted after 30 days."
        actions={
          <Button variant="secondary" onClick={download} disabled={downloading}>
            {downloading ? <Spinner /> : <Icon icon={Download} className="size-4" />}
            Download CSV
            <span className="sr-only"> of {kind.label.toLowerCase()}</span>
          </Button>
        }
      />
      <div role="tablist" aria-label="Lead types" className="mb-4 inline-flex rounded-lg bg-neutral-200/70 p-1" onKeyDown={onKeyDown}>
        {LEAD_KIND_LIST.map((entry) => {
          const selected = entry.slug === active;
          return (
            <button
              key={entry.slug}
              ref={(element) => {
                tabs.current[entry.slug] = element;
              }}
              type="button"
              role="tab"
              id={`tab-${entry.slug}`}
              aria-selected={selected}
              aria-controls={`panel-${entry.slug}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(entry.slug)}
              className={cx(
                "rounded-md px-3 py-1.5 text-sm font-medium transition-colors sm:px-4",
                selected ? "bg-white text-neutral-900 shadow-sm" : "text-neutral-600 hover:text-neutral-900",
              )}
            >
              {entry.label}
            </button>
          );
        })}
      </div>
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="lead-status-filter" className="mb-1 block text-sm font-medium text-neutral-700">
            Status
          </label>
          <Select id="lead-status-filter" value={status} onChange={(event) => setStatus(event.target.value)} className="w-44">
            <option value="">All but spam</option>
            {LEAD_STATUSES.map((value) => (
              <option key={value} value={value}>
                {LEAD_STATUS_LABELS[value]}
              </option>
            ))}
            <option value={ALL_STATUSES}>All, with spam</option>
          </Select>
        </div>
        <div className="min-w-56 flex-1 sm:max-w-sm">
          <label htmlFor="lead-search" className="mb-1 block text-sm font-medium text-neutral-700">
            Search
          </label>
          <Input id="lead-search" type="search" value={search} onChange={(event) => setSearch(event.target.value)} placeholder="Name, e-mail, phone, message or note" />
        </div>
      </div>
      <div role="tabpanel" id={`panel-${kind.slug}`} aria-labelledby={`tab-${kind.slug}`}>
        <LeadsTable key={`${kind.slug}:${filter.status}:${filter.q}`} kind={kind} filter={filter} />
      </div>
    </>
  );
}
