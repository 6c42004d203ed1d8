import { asJsonRecord, forgetHistory, recordVersion, uploadsOfRecord, type VersionAuthor } from "@/lib/content/version-log";
import { settleUploads } from "@/lib/content/upload-places";
import type { RawBody } from "@/lib/content/parse-input";
import { db, type Db } from "@/lib/db";
import { modelOf } from "@/lib/db/model-delegate";
import { conflict, notFound } from "@/lib/http/http-error";
import { claimPendingUploads, notePendingUploads } from "@/lib/uploads/pending-uploads";
import { removeUploads } from "@/lib/uploads/remove-file";
import { draftInput } from "./draft-input";
import { inTrash } from "./publish-record";
import { PUBLISHING_TEXT } from "./publishing-texts";
import { VERSIONED_TYPES, type VersionedType } from "./versioned-type";
import type { AccountActor } from "@/lib/activity/record-activity";
import { notePublishing } from "./publishing-activity";

type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

// Drafts queue on the type's lock like every other write of it.
export const DRAFT_TX_OPTIONS = { maxWait: 15_000, timeout: 30_000 };

/** A draft as the admin reads it (contract §7 "Drafts"). */
export interface DraftView {
  collection: string;
  id: number;
  draft_only: boolean;
  publish_at: string | null;
  updated_at: string;
  author: { id: number | null; username: string };
  /** The record as the draft would publish it, columns by name. */
  record: Record<string, unknown>;
}

interface DraftRow {
  collection: string;
  record_id: number;
  record: unknown;
  draft_only: boolean;
  publish_at: Date | null;
  updated_at: Date;
  author_id: number | null;
  author_username: string;
}

export function draftView(row: DraftRow): DraftView {
  return {
    collection: row.collection,
    id: row.record_id,
    draft_only: row.draft_only,
    publish_at: row.publish_at?.toISOString() ?? null,
    updated_at: row.updated_at.toISOString(),
    author: { id: row.author_id, username: row.author_username },
    record: (row.record ?? {}) as Record<string, unknown>,
  };
}

const key = (type: VersionedType, id: number) => ({ collection_record_id: { collection: type.key, record_id: id } });

/**
 * In a transaction holding the type's lock: keeps `record` as record `id`'s draft, with a version
 * of status `draft`. The new files (`stored`, pending since they were written) are claimed and
 * noted again, with the files the previous draft named and this one does not: settleUploads after
 * the commit puts each where it belongs (a file only a draft names is private). Answers every file
 * to settle.
 */
export async function writeDraft(
  tx: Tx,
  type: VersionedType,
  id: number,
  record: Record<string, unknown>,
  options: { stored?: string[]; draftOnly: boolean; before: Record<string, unknown> | null; by: VersionAuthor | null | undefined },
): Promise<{ row: DraftRow; files: string[] }> {
  const previous = await tx.contentDraft.findUnique({ where: key(type, id) });
  const stored = options.stored ?? [];
  await claimPendingUploads(tx, stored);
  const files = [...stored, ...uploadsOfRecord(previous?.record), ...uploadsOfRecord(record)];
  await notePendingUploads(files, tx);
  const data = { record: asJsonRecord(record) as object, author_id: options.by?.id ?? null, author_username: options.by?.username ?? "" };
  const row = await tx.contentDraft.upsert({
    where: key(type, id),
    create: { collection: type.key, record_id: id, draft_only: options.draftOnly, ...data },
    update: data,
  });
  const { pruned } = await recordVersion(tx, { collection: type.key, recordId: id, columns: type.columns, before: options.before, after: record, status: "draft", author: options.by });
  return { row, files: [...files, ...pruned] };
}

/** Runs a draft write that stored files; on failure those files are removed again. */
async function withStored<T>(stored: string[], work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await removeUploads(stored);
    throw error;
  }
}

/**
 * PUT /api/admin/drafts/{collection}/{id}: the type's update fields kept as the record's draft,
 * over its current draft or its live values; nothing public changes. 404 for a record that is
 * neither live nor a draft, 409 for one in the trash.
 */
export async function saveDraft(type: VersionedType, id: number, raw: RawBody, by: AccountActor | undefined): Promise<DraftView> {
  const prisma = await db();
  const live = await modelOf(prisma, type).findUnique({ where: { id } });
  const current = await prisma.contentDraft.findUnique({ where: key(type, id) });
  if (!live && !current?.draft_only) {
    if (await inTrash(prisma, type, id)) throw conflict(PUBLISHING_TEXT.inTrash);
    // The site settings always exist as a record, saved or not yet.
    if (type.def) throw notFound(type.notFound);
  }
  const base = (current?.record as Record<string, unknown> | undefined) ?? (live ? asJsonRecord(live) : null);
  const input = await draftInput(type, base, raw);
  const { row, files } = await withStored(input.stored, () =>
    prisma.$transaction(async (tx) => {
      await type.lock(tx);
      const written = await writeDraft(tx, type, id, { ...input.record, id }, { stored: input.stored, draftOnly: current?.draft_only ?? false, before: base, by });
      await notePublishing(tx, by, "draft_save", type, id);
      return written;
    }, DRAFT_TX_OPTIONS),
  );
  await settleUploads(files);
  return draftView(row);
}

/**
 * POST /api/admin/drafts/{collection}: a record that exists only as a draft, with its id from the
 * type's own sequence (so publishing keeps it): in no public page or list, not counted by limits.
 * A singleton that exists already (the e-brochure) takes the draft instead, as its create replaces.
 */
export async function createDraft(type: VersionedType, raw: RawBody, by: AccountActor | undefined): Promise<{ draft: DraftView; created: boolean }> {
  if (!type.def || !type.table) throw notFound(PUBLISHING_TEXT.noSuchType);
  const prisma = await db();
  if (type.def.singleton) {
    const existing = await modelOf(prisma, type).findFirst({ orderBy: [{ id: "asc" }] });
    if (existing) return { draft: await saveDraft(type, existing.id, raw, by), created: false };
  }
  const input = await draftInput(type, null, raw);
  const { row, files } = await withStored(input.stored, () =>
    prisma.$transaction(async (tx) => {
      await type.lock(tx);
      const [next] = await tx.$queryRawUnsafe<{ id: number }[]>(`SELECT nextval(pg_get_serial_sequence('"${type.table}"', 'id'))::int AS id`);
      const id = Number(next!.id);
      const written = await writeDraft(tx, type, id, { ...input.record, id }, { stored: input.stored, draftOnly: true, before: null, by });
      await notePublishing(tx, by, "draft_save", type, id, { draft_only: true });
      return written;
    }, DRAFT_TX_OPTIONS),
  );
  await settleUploads(files);
  return { draft: draftView(row), created: true };
}

/** GET /api/admin/drafts/{collection}/{id}: the draft; 404 when there is none. */
export async function getDraft(type: VersionedType, id: number): Promise<DraftView> {
  const row = await (await db()).contentDraft.findUnique({ where: key(type, id) });
  if (!row) throw notFound(PUBLISHING_TEXT.noDraft);
  return draftView(row);
}

/**
 * DELETE /api/admin/drafts/{collection}/{id}: the record returns to its published values. A
 * draft-only record disappears with its versions; files nothing names any more are removed.
 */
export async function discardDraft(type: VersionedType, id: number, by?: AccountActor): Promise<{ collection: string; id: number }> {
  const prisma = await db();
  const files = await prisma.$transaction(async (tx) => {
    await type.lock(tx);
    const draft = await tx.contentDraft.findUnique({ where: key(type, id) });
    if (!draft) throw notFound(PUBLISHING_TEXT.noDraft);
    await tx.contentDraft.delete({ where: key(type, id) });
    await notePublishing(tx, by, "draft_discard", type, id);
    const files = uploadsOfRecord(draft.record);
    await notePendingUploads(files, tx);
    if (draft.draft_only) files.push(...(await forgetHistory(tx, type.key, [id])));
    return files;
  }, DRAFT_TX_OPTIONS);
  await settleUploads(files);
  return { collection: type.key, id };
}

/**
 * GET /api/admin/drafts: every draft the admin lists mark or show (draft-only items), newest
 * first; drafts that went to the trash with their record are left out.
 */
export async function listDrafts(): Promise<DraftView[]> {
  const prisma = await db();
  const rows = await prisma.contentDraft.findMany({ orderBy: [{ updated_at: "desc" }] });
  const trashed = new Set((await prisma.trashEntry.findMany({ select: { collection: true, record_id: true } })).map((entry) => `${entry.collection}:${entry.record_id}`));
  const known = new Set(VERSIONED_TYPES.map((type) => type.key));
  return rows.filter((row) => known.has(row.collection) && !trashed.has(`${row.collection}:${row.record_id}`)).map(draftView);
}
