"use client";

import { Inbox, PenLine, Trash2 } from "lucide";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cx } from "@/components/ui/class-names";
import { Icon } from "@/components/ui/icon";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import type { CollectionDefinition } from "@/lib/content/collection-definition";
import type { MoveDirection, RecordMove } from "@/lib/content/collection-order";
import { describeRow } from "./describe-row";
import type { Row } from "./form-model";
import { TableCell } from "./table-cell";
import { Pager } from "../common/pager";
import { useRowDrag } from "./use-row-drag";
import { isSortable, useTableView } from "./use-table-view";
import { TableAlert } from "../common/table-alert";
import { TableScrollRegion } from "@/components/ui/table-scroll-region";

/** The actions column stays in view when a wide table scrolls sideways on a phone. */
const STICKY_END = "sticky right-0 w-px whitespace-nowrap shadow-[-10px_0_10px_-10px_rgba(0,0,0,0.18)] md:shadow-none";

/**
 * The list of a collection from its `admin.columns`, with Edit and Delete per row. A row
 * being replaced in place (gallery) renders `rowEditor` in its actions cell instead. A table
 * that can grow searches its written columns, sorts by a column header and pages.
 */
export function CollectionTable({
  def,
  rows,
  loading,
  error,
  busy,
  editingId,
  mark,
  onEdit,
  onDelete,
  rowEditor,
  onMove,
}: {
  def: CollectionDefinition;
  rows: Row[];
  loading: boolean;
  error: string | null;
  busy: boolean;
  editingId: number | null;
  /** A mark shown with a row's actions (unpublished changes, draft only, scheduled). */
  mark?: (row: Row) => ReactNode;
  onEdit: (row: Row) => void;
  onDelete: (row: Row) => void;
  rowEditor?: (row: Row, layout: "card" | "table") => ReactNode | null;
  /** Ordered collections: moves a row up, down or, dragged, to a position (within its parent's rows when it has one). */
  onMove?: (row: Row, to: RecordMove) => void;
}) {
  // A row moves among the rows of its own scope (its main category), grouped once per render.
  const scopeOf = (row: Row) => (def.parent ? row[def.parent.field] : null);
  const scopes = new Map<unknown, Row[]>();
  for (const row of rows) {
    const group = scopes.get(scopeOf(row));
    if (group) group.push(row);
    else scopes.set(scopeOf(row), [row]);
  }
  const peersOf = (row: Row): readonly Row[] => scopes.get(scopeOf(row)) ?? [];
  const view = useTableView(def, rows);
  const moves = (row: Row): RowMoves | undefined => {
    // Up and down mean the stored order: not offered while a search or a sort rearranges it.
    if (!onMove || !view.natural) return undefined;
    const peers = peersOf(row);
    const at = peers.indexOf(row);
    return {
      idPrefix: `${def.key}-move-${row.id}`,
      up: at > 0 ? () => onMove(row, { direction: "up" }) : undefined,
      down: at >= 0 && at < peers.length - 1 ? () => onMove(row, { direction: "down" }) : undefined,
    };
  };
  const dragProps = useRowDrag({ peersOf, enabled: Boolean(onMove) && view.natural && !busy, onDrop: (row, position) => onMove?.(row, { position }) });
  const columns = def.admin.columns;
  const thumbColumn = columns.find((column) => column.kind === "image");
  const cardColumns = columns.filter((column) => column !== thumbColumn);
  const status = loading
    ? def.messages.loading
    : rows.length === 0 && !error
      ? def.messages.empty
      : view.total === 0
        ? `No ${def.label.plural.toLowerCase()} match “${view.query.trim()}”.`
        : null;
  const searchId = `${def.key}-table-search`;

  return (
    <section aria-labelledby={`${def.key}-table-title`} className="overflow-hidden rounded-xl border border-neutral-200 bg-white shadow-xs">
      <header className="flex items-center justify-between gap-3 border-b border-neutral-200 px-4 py-3 sm:px-5">
        <h2 id={`${def.key}-table-title`} className="font-semibold text-neutral-900">
          {def.singleton || def.limit?.max === 1 ? `Current ${def.label.singular}` : def.multiUpload ? "Uploaded images" : `All ${def.label.plural}`}
        </h2>
        {!loading && !def.singleton ? (
          <span className="rounded-full bg-neutral-100 px-2.5 py-0.5 text-xs font-medium text-neutral-600 tabular-nums">
            {rows.length}
            {def.limit ? ` / ${def.limit.max}` : ""}
          </span>
        ) : null}
      </header>
      {onMove && view.natural && rows.length > 1 ? (
        <p className="hidden border-b border-neutral-200 px-5 py-2 text-xs text-neutral-500 sm:block">Drag a row, or use its ↑ and ↓ buttons, to change the order the website shows.</p>
      ) : null}
      {view.searchable ? (
        <div className="border-b border-neutral-200 px-4 py-3 sm:px-5">
          <label htmlFor={searchId} className="sr-only">
            {`Search ${def.label.plural}`}
          </label>
          <Input id={searchId} type="search" value={view.query} placeholder="Search by title or name" onChange={(event) => view.search(event.target.value)} className="max-w-sm" />
        </div>
      ) : null}
      {error ? <TableAlert message={error} /> : null}
      {status ? (
        <p className="flex items-center justify-center gap-2 px-5 py-10 text-center text-neutral-500 sm:hidden">
          {loading ? <Spinner className="text-leaf-600" /> : <Icon icon={Inbox} className="size-5 text-neutral-400" />}
          {status}
        </p>
      ) : (
        // Phones get one card per record instead of a table that scrolls sideways.
        <ul className="divide-y divide-neutral-100 sm:hidden">
          {view.rows.map((row) => {
            const name = describeRow(def, row);
            const editing = editingId === row.id;
            return (
              <li key={row.id} className={cx("flex gap-3 px-4 py-4", editing ? "bg-green-50" : "bg-white")}>
                {thumbColumn ? <TableCell column={thumbColumn} row={row} rowName={name} compact /> : null}
                <div className="min-w-0 flex-1 space-y-3">
                  {mark?.(row)}
                  {cardColumns.length ? (
                    <dl className="space-y-2">
                      {cardColumns.map((column) => (
                        <div key={column.label}>
                          <dt className="text-[11px] font-semibold tracking-wide text-neutral-500 uppercase">{column.label}</dt>
                          <dd className="mt-0.5 text-sm break-words">
                            <TableCell column={column} row={row} rowName={name} />
                          </dd>
                        </div>
                      ))}
                    </dl>
                  ) : null}
                  {rowEditor?.(row, "card") ?? (
                    <RowActions name={name} editing={editing} busy={busy} onEdit={() => onEdit(row)} onDelete={() => onDelete(row)} moves={moves(row)} layout="card" />
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <TableScrollRegion label={`${def.label.plural} table`} className="hidden sm:block">
        <table className="w-full min-w-[36rem] text-left text-sm" aria-busy={loading}>
          <thead className="bg-neutral-50 text-xs font-semibold tracking-wide text-neutral-500 uppercase">
            <tr>
              {columns.map((column) => {
                if (!view.sortable || !isSortable(column)) {
                  return (
                    <th key={column.label} scope="col" className="px-4 py-2.5 whitespace-nowrap sm:px-5">
                      {column.label}
                    </th>
                  );
                }
                const direction = view.sort?.field === column.field ? view.sort.direction : undefined;
                return (
                  <th key={column.label} scope="col" aria-sort={direction ?? "none"} className="px-4 py-1.5 whitespace-nowrap sm:px-5">
                    <button
                      type="button"
                      onClick={() => view.toggleSort(column.field)}
                      className="-mx-2 inline-flex items-center gap-1 rounded px-2 py-1 font-semibold tracking-wide uppercase hover:bg-neutral-200/60 hover:text-neutral-800"
                    >
                      {column.label}
                      <span aria-hidden="true" className={cx("text-[10px]", !direction && "opacity-40")}>
                        {direction === "descending" ? "▼" : "▲"}
                      </span>
                      <span className="sr-only">{direction ? `, sorted ${direction}` : ", sort"}</span>
                    </button>
                  </th>
                );
              })}
              <th scope="col" className={cx(STICKY_END, "bg-neutral-50 px-4 py-2.5 text-right sm:px-5")}>
                Actions
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-neutral-100">
            {status ? (
              <tr>
                <td colSpan={columns.length + 1} className="px-5 py-10 text-center text-neutral-500">
                  <span className="inline-flex items-center gap-2">
                    {loading ? <Spinner className="text-leaf-600" /> : <Icon icon={Inbox} className="size-5 text-neutral-400" />}
                    {status}
                  </span>
                </td>
              </tr>
            ) : (
              view.rows.map((row) => {
                const name = describeRow(def, row);
                const editing = editingId === row.id;
                return (
                  <tr
                    key={row.id}
                    {...dragProps(row)}
                    className={cx(
                      "align-middle transition-colors [&[draggable=true]]:cursor-grab",
                      editing ? "bg-green-50" : "bg-white hover:bg-neutral-50",
                      // Where a dragged row will land: a line above or below this one.
                      "data-[drop=after]:shadow-[inset_0_-3px_0_var(--color-leaf-600)] data-[drop=before]:shadow-[inset_0_3px_0_var(--color-leaf-600)]",
                    )}
                  >
                    {columns.map((column) => (
                      <td key={column.label} className="px-4 py-3 sm:px-5">
                        <TableCell column={column} row={row} rowName={name} />
                      </td>
                    ))}
                    <td className={cx(STICKY_END, "bg-inherit px-4 py-3 text-right sm:px-5")}>
                      {mark?.(row)}
                      {rowEditor?.(row, "table") ?? (
                        <RowActions
                          name={name}
                          editing={editing}
                          busy={busy}
                          onEdit={() => onEdit(row)}
                          onDelete={() => onDelete(row)}
                          moves={moves(row)}
                          layout="table"
                          className="justify-end"
                        />
                      )}
                    </td>
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </TableScrollRegion>
      {view.pageCount > 1 ? (
        <Pager
          noun={def.label.plural.toLowerCase()}
          first={view.firstIndex + 1}
          last={Math.min(view.firstIndex + view.rows.length, view.total)}
          total={view.total}
          page={view.page}
          pageCount={view.pageCount}
          onPage={view.goToPage}
        />
      ) : null}
    </section>
  );
}

interface RowMoves {
  idPrefix: string;
  up?: () => void;
  down?: () => void;
}

/** The id of a row's move button: the same after the list reloads, so the screen can give focus back to it. */
function moveButtonId(idPrefix: string, layout: "card" | "table", direction: MoveDirection): string {
  return `${idPrefix}-${layout}-${direction}`;
}

function RowActions({
  name,
  editing,
  busy,
  onEdit,
  onDelete,
  moves,
  layout,
  className,
}: {
  name: string;
  editing: boolean;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  moves?: RowMoves;
  layout?: "card" | "table";
  className?: string;
}) {
  return (
    <div className={cx("flex flex-wrap items-center gap-1.5", className)}>
      {moves && layout ? (
        <span className="mr-1 inline-flex gap-1">
          {(["up", "down"] as const).map((direction) => {
            const action = moves[direction];
            return (
              <Button
                key={direction}
                id={moveButtonId(moves.idPrefix, layout, direction)}
                variant="ghost"
                size="sm"
                // Not disabled while saving: a disabled button loses the keyboard focus.
                aria-disabled={!action || busy || undefined}
                onClick={() => {
                  if (action && !busy) action();
                }}
                aria-label={`Move ${name} ${direction}`}
                title={`Move ${direction}`}
                className={cx(!action && "cursor-not-allowed opacity-40")}
              >
                <span aria-hidden="true">{direction === "up" ? "↑" : "↓"}</span>
              </Button>
            );
          })}
        </span>
      ) : null}
      {editing ? <span className="mr-1 rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800">Editing</span> : null}
      <Button variant="secondary" size="sm" onClick={onEdit} disabled={busy} aria-label={`Edit ${name}`}>
        <Icon icon={PenLine} className="size-3.5" />
        Edit
      </Button>
      <Button variant="dangerGhost" size="sm" onClick={onDelete} disabled={busy} aria-label={`Delete ${name}`}>
        <Icon icon={Trash2} className="size-3.5" />
        Delete
      </Button>
    </div>
  );
}
