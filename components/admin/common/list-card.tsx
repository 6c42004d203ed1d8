import type { IconNode } from "lucide";
import { useId, type ReactNode } from "react";
import { Icon } from "@/components/ui/icon";
import { cx } from "@/components/ui/class-names";
import { Spinner } from "@/components/ui/spinner";
import { TableAlert } from "./table-alert";
import { TableScrollRegion } from "@/components/ui/table-scroll-region";

/** A column heading; `end` aligns it with right-aligned cells (actions). */
export type ListColumn = string | { label: string; end: true };

interface ListCardProps {
  title: string;
  /** The number of rows, beside the title once the list is read. */
  count?: number;
  /** A polite live line in place of the count, for a list whose size is a sentence (activity). */
  status?: string;
  /** The last load's failure, above the rows. */
  error: string | null;
  /** The rows, or null until the first answer (or after a failed one). */
  items: readonly unknown[] | null;
  loadingText: string;
  /** Without it, an empty list still shows the table (its header tells there is none). */
  emptyText?: string;
  /** The drawing beside the empty (or failed) line. */
  icon: IconNode;
  /** The scroll region's accessible name. */
  tableLabel: string;
  /** The table's own name for screen readers, where it says more than the title. */
  caption?: string;
  columns: readonly ListColumn[];
  /** The table's minimum width (a literal Tailwind class such as `min-w-[44rem]`), past which it scrolls. */
  minWidth: string;
  /** The table's rows, shown once there are any. */
  children: ReactNode;
  /** Below the table, inside the card (a "show more" button). */
  footer?: ReactNode;
}

/**
 * The bordered card an admin list sits in: a header with its title and size, the load's failure,
 * a loading or empty line while there are no rows, then the table (its head drawn here) in a
 * focusable scroll region.
 */
export function ListCard({ title, count, status, error, items, loadingText, emptyText, icon, tableLabel, caption, columns, minWidth, children, footer }: ListCardProps) {
  const titleId = useId();
  const waiting = items === null;
  const blank = waiting || (emptyText !== undefined && items.length === 0);
  return (
    <section aria-labelledby={titleId} className="overflow-hidden rounded-xl border border-neutral-200 bg-white shadow-xs">
      <header className="flex items-center justify-between gap-3 border-b border-neutral-200 px-4 py-3 sm:px-5">
        <h2 id={titleId} className="font-semibold text-neutral-900">
          {title}
        </h2>
        {status !== undefined ? (
          <p className="text-sm text-neutral-600" role="status" aria-live="polite">
            {status}
          </p>
        ) : count !== undefined && !waiting ? (
          <span className="rounded-full bg-neutral-100 px-2.5 py-0.5 text-xs font-medium text-neutral-600 tabular-nums">{count}</span>
        ) : null}
      </header>
      {error ? <TableAlert message={error} /> : null}
      {blank ? (
        <p className="flex items-center justify-center gap-2 px-5 py-10 text-center text-neutral-600">
          {waiting && !error ? <Spinner className="text-leaf-600" /> : <Icon icon={icon} className="size-5 text-neutral-400" />}
          {waiting ? (error ? "Nothing to show." : loadingText) : emptyText}
        </p>
      ) : (
        <TableScrollRegion label={tableLabel}>
          <table className={cx("w-full text-left text-sm", minWidth)}>
            {caption ? <caption className="sr-only">{caption}</caption> : null}
            <thead className="bg-neutral-50 text-xs font-semibold tracking-wide text-neutral-600 uppercase">
              <tr>
                {columns.map((column) =>
                  typeof column === "string" ? (
                    <th key={column} scope="col" className="px-4 py-2.5">
                      {column}
                    </th>
                  ) : (
                    <th key={column.label} scope="col" className="px-4 py-2.5 text-right">
                      {column.label}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody className="divide-y divide-neutral-100">{children}</tbody>
          </table>
        </TableScrollRegion>
      )}
      {footer}
    </section>
  );
}
