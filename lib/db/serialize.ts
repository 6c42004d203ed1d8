/** A content record as the API sends it: columns by name, dates as ISO strings, files as `/uploads/...`. */
export type ContentRecord = { id: number } & Record<string, ContentValue>;

export type ContentValue = string | number | boolean | null;

function jsonValue(value: unknown): ContentValue {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return value;
  if (typeof value === "bigint") return Number(value);
  return null;
}

/**
 * One database row as API JSON. `extra` adds derived fields such as `main_category_title`.
 * Relations and other objects are not columns and are left out.
 */
export function serializeRecord(row: { id: number } & Record<string, unknown>, extra: Record<string, ContentValue> = {}): ContentRecord {
  const out: Record<string, ContentValue> = {};
  for (const [key, value] of Object.entries(row)) {
    if (value !== null && typeof value === "object" && !(value instanceof Date)) continue;
    out[key] = jsonValue(value);
  }
  return { ...out, ...extra, id: row.id };
}

/** Rows as the bare JSON array list endpoints answer (contract §4). */
export function serializeRecords(rows: Array<{ id: number } & Record<string, unknown>>): ContentRecord[] {
  return rows.map((row) => serializeRecord(row));
}
