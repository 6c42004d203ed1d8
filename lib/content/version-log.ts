import { config } from "@/lib/config/config";
import type { Db } from "@/lib/db";
import { notePendingUploads } from "@/lib/uploads/pending-uploads";
import { UPLOAD_URL_PREFIX } from "@/lib/uploads/config";
import { altFieldOf, type CollectionDefinition } from "./collection-definition";

/**
 * The kept versions of a record (contract §7 "Versions"): written in the transaction of the write
 * they record, pruned to MAX_VERSIONS there too. Types only name a collection key and the columns a
 * write may change, so the site settings are versioned the same way.
 */

type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

export type VersionStatus = "published" | "draft" | "scheduled";

/** Who wrote a version; null for a state that existed before versions were kept. */
export interface VersionAuthor {
  id: number;
  username: string;
}

export interface VersionWrite {
  collection: string;
  recordId: number;
  /** The columns a write may change: what `changed` compares. */
  columns: readonly string[];
  /** The state this write replaced (the live row, or the previous draft); null for a new record. */
  before: Record<string, unknown> | null;
  /** The state written, columns by name. */
  after: Record<string, unknown>;
  status: VersionStatus;
  author: VersionAuthor | null | undefined;
}

/** The columns a content type's writes change: value fields, alternative texts, files and the parent. */
export function versionedColumns(def: CollectionDefinition): string[] {
  const columns = def.fields.map((field) => field.name);
  for (const field of def.files) {
    columns.push(field.name);
    const alt = altFieldOf(field);
    if (alt) columns.push(alt);
  }
  if (def.parent) columns.push(def.parent.field);
  return columns;
}

/** A row as JSON (dates as ISO strings), the way versions, drafts and the trash keep records. */
export function asJsonRecord(row: Record<string, unknown>): Record<string, unknown> {
  return JSON.parse(JSON.stringify(row)) as Record<string, unknown>;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The columns whose values differ between two states. */
export function changedColumns(columns: readonly string[], before: Record<string, unknown> | null, after: Record<string, unknown>): string[] {
  return columns.filter((column) => (before ? !same(before[column], after[column]) : after[column] !== null && after[column] !== undefined && after[column] !== ""));
}

/** The `/uploads/...` URLs a kept record names (any column holding one). */
export function uploadsOfRecord(record: unknown): string[] {
  if (!record || typeof record !== "object") return [];
  return Object.values(record as Record<string, unknown>).filter((value): value is string => typeof value === "string" && value.startsWith(`${UPLOAD_URL_PREFIX}/`));
}

/**
 * In the write's transaction: the record's next version. A record with none yet (seeded, or
 * saved before versions were kept) first gets a baseline of `before`, so the first comparison
 * has something to compare with. Versions past MAX_VERSIONS are deleted, and the files they
 * named noted pending; answers the version written (the activity log links to it) and those URLs
 * for settleUploads after the commit.
 */
export async function recordVersion(tx: Tx, write: VersionWrite): Promise<{ version: number; pruned: string[] }> {
  const where = { collection: write.collection, record_id: write.recordId };
  const last = await tx.contentVersion.findFirst({ where, orderBy: { version: "desc" }, select: { version: true } });
  let version = last?.version ?? 0;
  if (!last && write.before) {
    version++;
    await tx.contentVersion.create({
      data: { ...where, version, status: "published", record: asJsonRecord(write.before) as object, changed: [], author_id: null, author_username: "" },
    });
  }
  const after = asJsonRecord(write.after);
  await tx.contentVersion.create({
    data: {
      ...where,
      version: version + 1,
      status: write.status,
      record: after as object,
      changed: changedColumns(write.columns, write.before && asJsonRecord(write.before), after),
      author_id: write.author?.id ?? null,
      author_username: write.author?.username ?? "",
    },
  });
  return { version: version + 1, pruned: await pruneVersions(tx, write.collection, write.recordId, config().maxVersions) };
}

/** Deletes all but the newest `keep` versions of a record; answers the file URLs they named (noted pending). */
export async function pruneVersions(tx: Tx, collection: string, recordId: number, keep: number): Promise<string[]> {
  const old = await tx.contentVersion.findMany({
    where: { collection, record_id: recordId },
    orderBy: { version: "desc" },
    skip: keep,
    select: { id: true, record: true },
  });
  if (old.length === 0) return [];
  await tx.contentVersion.deleteMany({ where: { id: { in: old.map((row) => row.id) } } });
  const files = old.flatMap((row) => uploadsOfRecord(row.record));
  await notePendingUploads(files, tx);
  return files;
}

/** Deletes every version and the draft of records (a purge); answers the file URLs they named (noted pending). */
export async function forgetHistory(tx: Tx, collection: string, recordIds: readonly number[]): Promise<string[]> {
  if (recordIds.length === 0) return [];
  const where = { collection, record_id: { in: [...recordIds] } };
  const versions = await tx.contentVersion.findMany({ where, select: { record: true } });
  const drafts = await tx.contentDraft.findMany({ where, select: { record: true } });
  await tx.contentVersion.deleteMany({ where });
  await tx.contentDraft.deleteMany({ where });
  const files = [...versions, ...drafts].flatMap((row) => uploadsOfRecord(row.record));
  await notePendingUploads(files, tx);
  return files;
}
