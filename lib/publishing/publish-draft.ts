import { settleUploads } from "@/lib/content/upload-places";
import { recordVersion } from "@/lib/content/version-log";
import type { AccountActor } from "@/lib/activity/record-activity";
import { notePublishing, schedulerActor } from "./publishing-activity";
import { db, type Db } from "@/lib/db";
import { serializeRecord, type ContentRecord } from "@/lib/db/serialize";
import { HttpError, notFound } from "@/lib/http/http-error";
import { DRAFT_TX_OPTIONS, draftView, type DraftView } from "./draft-service";
import { publishRecord } from "./publish-record";
import { PUBLISHING_TEXT } from "./publishing-texts";
import { VERSIONED_TYPES, type VersionedType } from "./versioned-type";

type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

/**
 * Locks record `id`'s draft row for the transaction; with `due`, only while its publish time has
 * come, and skipping a row another transaction holds (SKIP LOCKED): one claimer publishes it.
 */
async function lockDraft(tx: Tx, type: VersionedType, id: number, due?: Date) {
  const rows = due
    ? await tx.$queryRaw<{ record_id: number }[]>`
        SELECT record_id FROM content_drafts
        WHERE collection = ${type.key} AND record_id = ${id} AND publish_at <= (${due.toISOString()}::timestamptz AT TIME ZONE 'UTC')
        FOR UPDATE SKIP LOCKED`
    : await tx.$queryRaw<{ record_id: number }[]>`SELECT record_id FROM content_drafts WHERE collection = ${type.key} AND record_id = ${id} FOR UPDATE`;
  if (rows.length === 0) return null;
  return tx.contentDraft.findUnique({ where: { collection_record_id: { collection: type.key, record_id: id } } });
}

/**
 * Publishes record `id`'s draft in one transaction (the type's lock, then the draft's row):
 * checked like the documented create or update, written live with a published version, the draft
 * dropped; then its files are settled and exactly the cache tags a save expires are expired.
 * Answers null when there was nothing to publish (with `due`: not due, or another claimer has it).
 */
async function publishNowOrNull(type: VersionedType, id: number, by: AccountActor | undefined, due?: Date): Promise<ContentRecord | null> {
  const prisma = await db();
  const outcome = await prisma.$transaction(async (tx) => {
    await type.lock(tx);
    const draft = await lockDraft(tx, type, id, due);
    if (!draft) return null;
    const author = by ?? (draft.author_username ? { id: draft.author_id ?? 0, username: draft.author_username } : null);
    const published = await publishRecord(tx, type, id, draft.record as Record<string, unknown>, author);
    await notePublishing(tx, by ?? schedulerActor(draft), "publish", type, id, due ? { scheduled: true } : undefined);
    await tx.contentDraft.delete({ where: { collection_record_id: { collection: type.key, record_id: id } } });
    return published;
  }, DRAFT_TX_OPTIONS);
  if (!outcome) return null;
  await settleUploads(outcome.files);
  await type.revalidate();
  return serializeRecord(outcome.row);
}

/** POST /api/admin/drafts/{collection}/{id}/publish now: answers the live record; 404 without a draft. */
export async function publishDraft(type: VersionedType, id: number, by: AccountActor | undefined): Promise<ContentRecord> {
  const record = await publishNowOrNull(type, id, by);
  if (!record) throw notFound(PUBLISHING_TEXT.noDraft);
  return record;
}

/**
 * POST .../publish `{"at": ISO}`: the draft is published within a minute of `at` by the
 * scheduler (the row is the record: it survives restarts), with a version of status `scheduled`.
 */
export async function scheduleDraft(type: VersionedType, id: number, at: Date, by: AccountActor | undefined): Promise<DraftView> {
  const prisma = await db();
  const row = await prisma.$transaction(async (tx) => {
    await type.lock(tx);
    const draft = await lockDraft(tx, type, id);
    if (!draft) throw notFound(PUBLISHING_TEXT.noDraft);
    const record = draft.record as Record<string, unknown>;
    await recordVersion(tx, { collection: type.key, recordId: id, columns: type.columns, before: record, after: record, status: "scheduled", author: by });
    await notePublishing(tx, by, "schedule", type, id, { at: at.toISOString() });
    return tx.contentDraft.update({
      where: { collection_record_id: { collection: type.key, record_id: id } },
      data: { publish_at: at, author_id: by?.id ?? null, author_username: by?.username ?? "" },
    });
  }, DRAFT_TX_OPTIONS);
  return draftView(row);
}

export interface DuePublishing {
  published: Array<{ collection: string; id: number }>;
  /** Scheduled drafts that could not be published (a limit, a missing field): unscheduled, kept as drafts. */
  failed: Array<{ collection: string; id: number; reason: string }>;
  /** Scheduled drafts a passing fault kept from publishing (the database unreachable, a timeout): still scheduled, tried again next run. */
  deferred: Array<{ collection: string; id: number; reason: string }>;
}

/** A refusal of the draft itself (its checks, the trash): retrying cannot help, unlike a fault of the moment. */
const isRefusal = (error: unknown) => error instanceof HttpError && error.status < 500;

/**
 * Publishes every draft whose `publish_at` has come, safe with any number of instances: each is
 * claimed with `FOR UPDATE SKIP LOCKED` inside its publishing transaction and published exactly
 * once. One that fails its checks is unscheduled (kept as a draft) so it is not retried forever;
 * one a passing fault stopped stays scheduled, as its rolled-back transaction left it.
 */
export async function publishDueDrafts(now = new Date()): Promise<DuePublishing> {
  const prisma = await db();
  const outcome: DuePublishing = { published: [], failed: [], deferred: [] };
  const due = await prisma.contentDraft.findMany({ where: { publish_at: { lte: now } }, orderBy: [{ publish_at: "asc" }], select: { collection: true, record_id: true } });
  for (const { collection, record_id: id } of due) {
    const type = VERSIONED_TYPES.find((candidate) => candidate.key === collection);
    if (!type) continue;
    try {
      if (await publishNowOrNull(type, id, undefined, now)) outcome.published.push({ collection, id });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (!isRefusal(error)) {
        outcome.deferred.push({ collection, id, reason });
        continue;
      }
      outcome.failed.push({ collection, id, reason });
      await prisma.contentDraft.updateMany({ where: { collection, record_id: id, publish_at: { lte: now } }, data: { publish_at: null } });
    }
  }
  return outcome;
}
