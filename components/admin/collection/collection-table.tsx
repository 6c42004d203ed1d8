"use client";

import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cx } from "@/components/ui/class-names";
import { Icon } from "@/components/ui/icon";
import { Spinner } from "@/components/ui/spinner";
import type { CollectionDefinition } from "@/lib/content/collection-definition";
import { describeRow } from "./describe-row";
import type { Row } from "./form-model";
import { TableCell } from "./table-cell";

/** The actions column stays in view when a wide table scrolls sideways on a phone. */
const STICKY_END = "sticky right-0 w-px whitespace-nowrap shadow-[-10px_0_10px_-10px_rgba(0,0,0,0.18)] md:shadow-none";

/**
 * The list of a collection from its `admin.columns`, with Edit and Delete per row. A row
 * being replaced in place (gallery) renders `rowEditor` in its actions cell instead.
 */
export function CollectionTable({
  def,
  rows,
  loading,
  error,
  busy,
  editingId,
  onEdit,
  onDelete,
  rowEditor,
}: {
  def: CollectionDefinition;
  rows: Row[];
  loading: boolean;
  error: string | null;
  busy: boolean;
  editingId: number | null;
  onEdit: (row: Row) => void;
  onDelete: (row: Row) => void;
  rowEditor?: (row: Row, layout: "card" | "table") => ReactNode | null;
}) {
  const columns = def.admin.columns;
  const thumbColumn = columns.find((column) => column.kind === "image");
  const cardColumns = columns.filter((column) => column !== thumbColumn);
  const status = loading ? def.messages.loading : rows.length === 0 && !error ? def.messages.empty : null;

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
      {error ? (
        <p role="alert" className="flex items-center gap-2 border-b border-red-100 bg-red-50 px-5 py-3 text-sm font-medium text-red-700">
          <Icon name="alert" className="size-4" />
          {error}
        </p>
      ) : null}
      {status ? (
        <p className="flex items-center justify-center gap-2 px-5 py-10 text-center text-neutral-500 sm:hidden">
          {loading ? <Spinner className="text-leaf-600" /> : <Icon name="inbox" className="size-5 text-neutral-400" />}
          {status}
        </p>
      ) : (
        // Phones get one card per record instead of a table that scrolls sideways.
        <ul className="divide-y divide-neutral-100 sm:hidden">
          {rows.map((row) => {
            const name = describeRow(def, row);
            const editing = editingId === row.id;
            return (
              <li key={row.id} className={cx("flex gap-3 px-4 py-4", editing ? "bg-green-50" : "bg-white")}>
                {thumbColumn ? <TableCell column={thumbColumn} row={row} rowName={name} compact /> : null}
                <div className="min-w-0 flex-1 space-y-3">
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
                  {rowEditor?.(row, "card") ?? <RowActions name={name} editing={editing} busy={busy} onEdit={() => onEdit(row)} onDelete={() => onDelete(row)} />}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {/* Focusable so keyboard users can scroll a wide table sideways. */}
      <div className="hidden overflow-x-auto sm:block" tabIndex={0} role="region" aria-labelledby={`${def.key}-table-title`}>
        <table className="w-full min-w-[36rem] text-left text-sm" aria-busy={loading}>
          <thead className="bg-neutral-50 text-xs font-semibold tracking-wide text-neutral-500 uppercase">
            <tr>
              {columns.map((column) => (
                <th key={column.label} scope="col" className="px-4 py-2.5 whitespace-nowrap sm:px-5">
                  {column.label}
                </th>
              ))}
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
                    {loading ? <Spinner className="text-leaf-600" /> : <Icon name="inbox" className="size-5 text-neutral-400" />}
                    {status}
                  </span>
                </td>
              </tr>
            ) : (
              rows.map((row) => {
                const name = describeRow(def, row);
                const editing = editingId === row.id;
                return (
                  <tr key={row.id} className={cx("align-middle transition-colors", editing ? "bg-green-50" : "bg-white hover:bg-neutral-50")}>
                    {columns.map((column) => (
                      <td key={column.label} className="px-4 py-3 sm:px-5">
                        <TableCell column={column} row={row} rowName={name} />
                      </td>
                    ))}
                    <td className={cx(STICKY_END, "bg-inherit px-4 py-3 text-right sm:px-5")}>
                      {rowEditor?.(row, "table") ?? (
                        <RowActions name={name} editing={editing} busy={busy} onEdit={() => onEdit(row)} onDelete={() => onDelete(row)} className="justify-end" />
                      )}
                    </td>
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function RowActions({
  name,
  editing,
  busy,
  onEdit,
  onDelete,
  className,
}: {
  name: string;
  editing: boolean;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  className?: string;
}) {
  return (
    <div className={cx("flex flex-wrap items-center gap-1.5", className)}>
      {editing ? <span className="mr-1 rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800">Editing</span> : null}
      <Button variant="secondary" size="sm" onClick={onEdit} disabled={busy} aria-label={`Edit ${name}`}>
        <Icon name="edit" className="size-3.5" />
        Edit
      </Button>
      <Button variant="dangerGhost" size="sm" onClick={onDelete} disabled={busy} aria-label={`Delete ${name}`}>
        <Icon name="trash" className="size-3.5" />
        Delete
      </Button>
    </div>
  );
}
