"use client";

import { useMemo, useState } from "react";
import type { CollectionDefinition, TableColumn } from "@/lib/content/collection-definition";
import { plainText } from "@/lib/content/plain-text";
import type { Row } from "./form-model";

/** Rows per page of a table that can grow (one that has neither a limit nor a single record). */
export const TABLE_PAGE_SIZE = 20;

export type SortDirection = "ascending" | "descending";

/** Columns a search looks into: the written ones (titles, names, messages). */
const SEARCHED_KINDS = new Set<TableColumn["kind"]>(["text", "relation", "preview", "richtext"]);
/** Columns that sort: anything with one comparable value per row. */
const SORTED_KINDS = new Set<TableColumn["kind"]>(["text", "relation", "preview", "richtext", "date", "rating"]);

type FieldColumn = Extract<TableColumn, { field: string }>;

export function isSortable(column: TableColumn): column is FieldColumn {
  return SORTED_KINDS.has(column.kind);
}

function textOf(column: FieldColumn, row: Row): string {
  const value = row[column.field];
  if (value === null || value === undefined) return "";
  return column.kind === "richtext" ? plainText(String(value)) : String(value);
}

const collator = new Intl.Collator(undefined, { sensitivity: "base", numeric: true });

function compare(column: FieldColumn, a: Row, b: Row): number {
  if (column.kind === "date") return Date.parse(String(a[column.field] ?? "")) - Date.parse(String(b[column.field] ?? ""));
  if (column.kind === "rating") return Number(a[column.field] ?? 0) - Number(b[column.field] ?? 0);
  return collator.compare(textOf(column, a), textOf(column, b));
}

/**
 * What an admin table shows of its rows: filtered by the search box (its written columns),
 * sorted by the chosen column (the administrator's own order otherwise), one page at a time.
 * All on the loaded list: the list endpoints answer every record.
 */
export function useTableView(def: CollectionDefinition, rows: Row[]) {
  const searched = useMemo(() => def.admin.columns.filter((column): column is FieldColumn => SEARCHED_KINDS.has(column.kind)), [def]);
  const grows = !def.singleton && !def.limit;
  const [query, setQuery] = useState("");
  const [sort, setSort] = useState<{ field: string; direction: SortDirection } | null>(null);
  const [page, setPage] = useState(1);

  const matching = useMemo(() => {
    const needle = query.trim().toLocaleLowerCase();
    const found = needle ? rows.filter((row) => searched.some((column) => textOf(column, row).toLocaleLowerCase().includes(needle))) : rows;
    const column = sort && def.admin.columns.find((candidate): candidate is FieldColumn => isSortable(candidate) && candidate.field === sort.field);
    if (!sort || !column) return found;
    const sign = sort.direction === "ascending" ? 1 : -1;
    // Ties keep the administrator's order (Array.prototype.sort is stable).
    return [...found].sort((a, b) => sign * compare(column, a, b));
  }, [rows, query, sort, searched, def]);

  const pageSize = grows ? TABLE_PAGE_SIZE : Number.POSITIVE_INFINITY;
  const pageCount = Math.max(1, Math.ceil(matching.length / pageSize));
  // A delete or a narrower search can leave the page past the end: show the last one.
  const current = Math.min(page, pageCount);
  const first = (current - 1) * (grows ? TABLE_PAGE_SIZE : 0);
  const visible = grows ? matching.slice(first, first + TABLE_PAGE_SIZE) : matching;

  return {
    /** Whether the table offers a search box: a growing table with written columns. */
    searchable: grows && searched.length > 0,
    sortable: grows,
    query,
    search: (text: string) => {
      setQuery(text);
      setPage(1);
    },
    sort,
    /** Ascending, then descending, then back to the administrator's order. */
    toggleSort: (field: string) => {
      setSort((currentSort) =>
        currentSort?.field !== field ? { field, direction: "ascending" } : currentSort.direction === "ascending" ? { field, direction: "descending" } : null,
      );
      setPage(1);
    },
    rows: visible,
    total: matching.length,
    page: current,
    pageCount,
    firstIndex: first,
    goToPage: setPage,
    /** The rows stand in their stored order, all of them: moving one up or down makes sense. */
    natural: !query.trim() && !sort,
  };
}

export type TableView = ReturnType<typeof useTableView>;
