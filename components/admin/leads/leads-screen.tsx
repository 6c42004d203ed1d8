"use client";

import { useRef, useState, type KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import { cx } from "@/components/ui/class-names";
import { Icon } from "@/components/ui/icon";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast-store";
import { errorText } from "@/lib/admin-api/api-error";
import { apiDownload } from "@/lib/admin-api/client";
import { PageHeader } from "../common/page-header";
import { LEAD_KINDS, type LeadKind } from "./lead-kinds";
import { LeadsTable } from "./leads-table";
import { saveBlob } from "./save-blob";

/** /admin/leads: inquiries and brochure requests, newest first, with handled flags and CSV export. */
export function LeadsScreen() {
  const [active, setActive] = useState<LeadKind["key"]>("inquiries");
  const [downloading, setDownloading] = useState(false);
  const tabs = useRef<Record<string, HTMLButtonElement | null>>({});
  const kind = LEAD_KINDS.find((entry) => entry.key === active) ?? LEAD_KINDS[0];

  const select = (key: LeadKind["key"], focus = false) => {
    setActive(key);
    if (focus) tabs.current[key]?.focus();
  };

  // Arrow keys move between tabs (WAI-ARIA tabs pattern).
  const onKeyDown = (event: KeyboardEvent) => {
    const index = LEAD_KINDS.findIndex((entry) => entry.key === active);
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    select(LEAD_KINDS[(index + step + LEAD_KINDS.length) % LEAD_KINDS.length].key, true);
  };

  const download = async () => {
    setDownloading(true);
    try {
      const { blob, filename } = await apiDownload(`${kind.endpoint}?format=csv`);
      saveBlob(blob, filename ?? `${kind.key}-${new Date().toISOString().slice(0, 10)}.csv`);
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
        description="Messages from the contact form and e-brochure requests. Mark each one handled once someone has followed up."
        actions={
          <Button variant="secondary" onClick={download} disabled={downloading}>
            {downloading ? <Spinner /> : <Icon name="download" className="size-4" />}
            Download CSV
            <span className="sr-only"> of {kind.label.toLowerCase()}</span>
          </Button>
        }
      />
      <div role="tablist" aria-label="Lead types" className="mb-4 inline-flex rounded-lg bg-neutral-200/70 p-1" onKeyDown={onKeyDown}>
        {LEAD_KINDS.map((entry) => {
          const selected = entry.key === active;
          return (
            <button
              key={entry.key}
              ref={(element) => {
                tabs.current[entry.key] = element;
              }}
              type="button"
              role="tab"
              id={`tab-${entry.key}`}
              aria-selected={selected}
              aria-controls={`panel-${entry.key}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(entry.key)}
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
      <div role="tabpanel" id={`panel-${kind.key}`} aria-labelledby={`tab-${kind.key}`}>
        <LeadsTable key={kind.key} kind={kind} />
      </div>
    </>
  );
}
