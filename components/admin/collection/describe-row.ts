import type { CollectionDefinition } from "@/lib/content/collection-definition";
import type { Row } from "./form-model";

/** A short human name for a row (alt texts, button labels): its first text column, else "<Thing> #id". */
export function describeRow(def: CollectionDefinition, row: Row): string {
  for (const column of def.admin.columns) {
    if (column.kind !== "text") continue;
    const value = row[column.field];
    if (typeof value === "string" && value.trim()) return value.trim();
  }
  return `${def.label.singular} #${row.id}`;
}
