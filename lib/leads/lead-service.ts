import { recordActivity, type AccountActor } from "@/lib/activity/record-activity";
import { modelOf } from "@/lib/db/model-delegate";
import { serializeRecord, serializeRecords, type ContentRecord } from "@/lib/db/serialize";
import { db } from "@/lib/db";
import { notFound } from "@/lib/http/http-error";
import { LEAD_KIND_LIST, type LeadKind } from "./lead-kinds";
import type { LeadCounts, LeadPage } from "./lead-page";
import { ALL_STATUSES, LEAD_STATUSES, type LeadStatus } from "./lead-status";

const NEWEST_FIRST: Record<string, "desc">[] = [{ created_at: "desc" }, { id: "desc" }];
export const MAX_PAGE_SIZE = 100;
/** A CSV export holds at most this many leads, newest first. */
export const MAX_EXPORT_ROWS = 50_000;

/** The list's filters: a status (unset: every one but spam; `all`: every one) and a text searched case-blind. */
export interface LeadFilter {
  status?: LeadStatus | typeof ALL_STATUSES;
  q?: string;
}

function whereOf(kind: LeadKind, { status, q }: LeadFilter): Record<string, unknown> {
  const where: Record<string, unknown> = {};
  if (status === undefined) where.status = { not: "spam" };
  else if (status !== ALL_STATUSES) where.status = status;
  // Prisma hands `contains` to LIKE as it is: its wildcards must be escaped to be searched for.
  const text = q?.replace(/[\\%_]/g, "\\$&");
  if (text) where.OR = kind.searchFields.map((field) => ({ [field]: { contains: text, mode: "insensitive" } }));
  return where;
}

/** One page of leads, newest first. */
export async function listLeads(kind: LeadKind, page: number, pageSize: number, filter: LeadFilter = {}): Promise<LeadPage<ContentRecord>> {
  const model = modelOf(await db(), kind);
  const size = Math.min(Math.max(1, pageSize), MAX_PAGE_SIZE);
  const current = Math.max(1, page);
  const where = whereOf(kind, filter);
  const [rows, total] = await Promise.all([model.findMany({ where, orderBy: NEWEST_FIRST, skip: (current - 1) * size, take: size }), model.count({ where })]);
  return { items: serializeRecords(rows), page: current, pageSize: size, total };
}

/** Every lead the filter takes, for an export, newest first. */
export async function exportLeads(kind: LeadKind, filter: LeadFilter = {}): Promise<ContentRecord[]> {
  return serializeRecords(await modelOf(await db(), kind).findMany({ where: whereOf(kind, filter), orderBy: NEWEST_FIRST, take: MAX_EXPORT_ROWS }));
}

/** A change the administrator makes: a status, a note, or (the older call) handled, which is Contacted or back to New. */
export interface LeadChange {
  status?: LeadStatus;
  note?: string;
  handled?: boolean;
}

/**
 * Changes a lead's status or note. `handled_at` keeps its meaning for the export: when a person
 * first moved the lead out of New (marking it spam is not handling it); back to New clears it.
 */
export async function updateLead(kind: LeadKind, id: number, change: LeadChange, actor?: AccountActor): Promise<ContentRecord> {
  const prisma = await db();
  const current = await modelOf(prisma, kind).findUnique({ where: { id } });
  if (!current) throw notFound(`${kind.singular} not found.`);
  const was = current.status as LeadStatus;
  const status = change.handled === undefined ? (change.status ?? was) : change.handled ? (was === "new" ? "contacted" : was) : "new";
  const handledAt = status === "new" ? null : status === "spam" ? current.handled_at : (current.handled_at ?? new Date());
  const data: Record<string, unknown> = { status, handled_at: handledAt };
  if (change.note !== undefined) data.note = change.note;
  if (!actor) return serializeRecord(await modelOf(prisma, kind).update({ where: { id }, data }));
  // The log names the change, never the note's text or the lead's personal data.
  const details = { status, ...(status !== was ? { from: was } : {}), ...(change.note !== undefined && change.note !== current.note ? { note: "changed" } : {}) };
  return prisma.$transaction(async (tx) => {
    const row = await modelOf(tx, kind).update({ where: { id }, data });
    await recordActivity(tx, { actor, action: "lead_update", collection: kind.slug, recordId: id, details });
    return serializeRecord(row);
  });
}

/** How many leads of each kind are in each status. */
export async function countLeads(): Promise<LeadCounts> {
  const prisma = await db();
  const rows = await prisma.$queryRaw<Array<{ kind: LeadKind["slug"]; status: LeadStatus; count: number }>>`
    SELECT 'inquiries' AS kind, status::text AS status, count(*)::int AS count FROM inquiries GROUP BY status
    UNION ALL
    SELECT 'brochure-requests' AS kind, status::text AS status, count(*)::int AS count FROM brochure_requests GROUP BY status`;
  const zero = () => Object.fromEntries(LEAD_STATUSES.map((status) => [status, 0])) as Record<LeadStatus, number>;
  const kinds = Object.fromEntries(LEAD_KIND_LIST.map((kind) => [kind.slug, zero()])) as LeadCounts["kinds"];
  for (const row of rows) kinds[row.kind][row.status] = row.count;
  return { new: LEAD_KIND_LIST.reduce((sum, kind) => sum + kinds[kind.slug].new, 0), kinds };
}

/**
 * Deletes every lead of one e-mail address (compared case-blind), of both kinds; answers how many
 * of each went. `actor`'s erase is logged with the counts only: the address is what was erased.
 */
export async function eraseLeadsOf(email: string, actor?: AccountActor): Promise<Record<LeadKind["slug"], number>> {
  const prisma = await db();
  const match = { where: { email: { equals: email, mode: "insensitive" as const } } };
  return prisma.$transaction(async (tx) => {
    const inquiries = (await tx.inquiry.deleteMany(match)).count;
    const brochureRequests = (await tx.brochureRequest.deleteMany(match)).count;
    const deleted = { inquiries, "brochure-requests": brochureRequests };
    if (actor) await recordActivity(tx, { actor, action: "lead_erase", details: { deleted } });
    return deleted;
  });
}
