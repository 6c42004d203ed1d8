import { settleUploads } from "@/lib/content/upload-places";
import { db } from "@/lib/db";
import { modelOf } from "@/lib/db/model-delegate";
import { serializeRecord, type ContentRecord } from "@/lib/db/serialize";
import { conflict, notFound } from "@/lib/http/http-error";
import { DRAFT_TX_OPTIONS, draftView, writeDraft, type DraftView } from "./draft-service";
import { inTrash, publishRecord } from "./publish-record";
import { PUBLISHING_TEXT } from "./publishing-texts";
import type { VersionedType } from "./versioned-type";
import type { AccountActor } from "@/lib/activity/record-activity";
import { notePublishing } from "./publishing-activity";

/** One line of an item's history (contract §7 "Versions"). */
export interface VersionItem {
  version: number;
  status: string;
  created_at: string;
  /** Null id and empty name: the state the record had before versions were kept. */
  author: { id: number | null; username: string };
  changed: string[];
}

/** GET /api/admin/versions/{collection}/{id}: newest first; 404 for a record with no versions. */
export async function listVersions(type: VersionedType, id: number): Promise<VersionItem[]> {
  const rows = await (await db()).contentVersion.findMany({ where: { collection: type.key, record_id: id }, orderBy: { version: "desc" } });
  if (rows.length === 0) throw notFound(PUBLISHING_TEXT.noVersions);
  return rows.map((row) => ({
    version: row.version,
    status: row.status,
    created_at: row.created_at.toISOString(),
    author: { id: row.author_id, username: row.author_username },
    changed: Array.isArray(row.changed) ? row.changed.filter((name): name is string => typeof name === "string") : [],
  }));
}

/** GET .../{id}/{version}: the record as that write saved it; 404 for an unknown version. */
export async function getVersion(type: VersionedType, id: number, version: number): Promise<{ version: number; status: string; record: Record<string, unknown> }> {
  const row = await (await db()).contentVersion.findUnique({ where: { collection_record_id_version: { collection: type.key, record_id: id, version } } });
  if (!row) throw notFound(PUBLISHING_TEXT.noVersion);
  return { version: row.version, status: row.status, record: row.record as Record<string, unknown> };
}

export type Restored = { as: "published"; record: ContentRecord } | { as: "draft"; draft: DraftView };

/**
 * POST .../{id}/{version}/restore: the version's values become the record's again, as a new
 * version: published at once (checked like a publish: a record not live counts against the
 * limit; its files return to the public site), or, `asDraft`, kept as the record's draft with
 * nothing public changed. 404 for an unknown version, 409 for a record in the trash.
 */
export async function restoreVersion(type: VersionedType, id: number, version: number, asDraft: boolean, by: AccountActor | undefined): Promise<Restored> {
  const { record } = await getVersion(type, id, version);
  const prisma = await db();
  if (await inTrash(prisma, type, id)) throw conflict(PUBLISHING_TEXT.inTrash);
  const values = { ...record, id };
  if (asDraft) {
    const { row, files } = await prisma.$transaction(async (tx) => {
      await type.lock(tx);
      const live = await modelOf(tx, type).findUnique({ where: { id } });
      const current = await tx.contentDraft.findUnique({ where: { collection_record_id: { collection: type.key, record_id: id } } });
      const before = (current?.record as Record<string, unknown> | undefined) ?? (live as Record<string, unknown> | null);
      const written = await writeDraft(tx, type, id, values, { draftOnly: current?.draft_only ?? (live === null && type.def !== null), before, by });
      await notePublishing(tx, by, "version_restore", type, id, { version, as: "draft" });
      return written;
    }, DRAFT_TX_OPTIONS);
    await settleUploads(files);
    return { as: "draft", draft: draftView(row) };
  }
  const published = await prisma.$transaction(async (tx) => {
    await type.lock(tx);
    const restored = await publishRecord(tx, type, id, values, by);
    await notePublishing(tx, by, "version_restore", type, id, { version, as: "published" });
    return restored;
  }, DRAFT_TX_OPTIONS);
  await settleUploads(published.files);
  await type.revalidate();
  return { as: "published", record: serializeRecord(published.row) };
}
