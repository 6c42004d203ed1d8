import { db } from "@/lib/db";
import type { ContentRecord, ContentValue } from "@/lib/db/serialize";
import type { CollectionDefinition } from "../collection-definition";

/** A draft row as the preview reads it: the record's columns by name as the draft would publish them. */
interface Draft {
  record_id: number;
  record: unknown;
  draft_only: boolean;
}

function isValue(value: unknown): value is ContentValue {
  return value === null || typeof value === "string" || typeof value === "number" || typeof value === "boolean";
}

/** A draft's columns as API JSON: only plain values (a stray nested object is no column). */
function columnsOf(draft: Draft): Record<string, ContentValue> {
  const columns: Record<string, ContentValue> = {};
  if (typeof draft.record !== "object" || draft.record === null || Array.isArray(draft.record)) return columns;
  for (const [name, value] of Object.entries(draft.record)) if (isValue(value)) columns[name] = value;
  return columns;
}

/** The list's own order: the administrator's (position, then id) or the oldest first. */
function byListOrder(def: CollectionDefinition): (a: ContentRecord, b: ContentRecord) => number {
  const position = (record: ContentRecord) => (typeof record.position === "number" ? record.position : Number.MAX_SAFE_INTEGER);
  return (a, b) => (def.ordered ? position(a) - position(b) : 0) || a.id - b.id;
}

/** Every draft of a content type, read fresh (preview only: never through a shared cache). */
export async function draftsOf(def: CollectionDefinition): Promise<Draft[]> {
  const prisma = await db();
  return prisma.contentDraft.findMany({ where: { collection: def.key }, select: { record_id: true, record: true, draft_only: true } });
}

/**
 * `records` as they will be once every draft is published: an updated record takes its draft's
 * values (columns the draft leaves out keep theirs), a record that exists only as a draft is
 * added, and the list keeps its order. A draft of a record that is gone (trashed) shows nothing.
 */
export function applyDrafts(def: CollectionDefinition, records: readonly ContentRecord[], drafts: readonly Draft[]): ContentRecord[] {
  const byId = new Map(records.map((record) => [record.id, record]));
  for (const draft of drafts) {
    const current = byId.get(draft.record_id);
    if (current) byId.set(draft.record_id, { ...current, ...columnsOf(draft), id: draft.record_id });
    else if (draft.draft_only) byId.set(draft.record_id, { ...columnsOf(draft), id: draft.record_id });
  }
  return [...byId.values()].sort(byListOrder(def));
}
