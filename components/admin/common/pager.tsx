"use client";

import { Button } from "@/components/ui/button";

interface Props {
  /** What the rows are, for the navigation's name ("Pages of gallery images"). */
  noun: string;
  /** 1-based index of the page's first row and of its last. */
  first: number;
  last: number;
  total: number;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** While a page loads, neither button moves. */
  disabled?: boolean;
}

/** Previous and next page of an admin table, with where the administrator is ("21–40 of 57 · Page 2 of 3"). */
export function Pager({ noun, first, last, total, page, pageCount, onPage, disabled = false }: Props) {
  return (
    <nav aria-label={`Pages of ${noun}`} className="flex flex-wrap items-center justify-between gap-3 border-t border-neutral-200 bg-neutral-50/70 px-4 py-3 text-sm sm:px-5">
      <p className="text-neutral-600 tabular-nums" aria-live="polite">
        {total ? `${first}–${last} of ${total} · Page ${page} of ${pageCount}` : `No ${noun}`}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={disabled || page <= 1} onClick={() => onPage(page - 1)}>
          Previous page
        </Button>
        <Button variant="secondary" size="sm" disabled={disabled || page >= pageCount} onClick={() => onPage(page + 1)}>
          Next page
        </Button>
      </div>
    </nav>
  );
}
