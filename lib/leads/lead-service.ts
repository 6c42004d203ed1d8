import { modelOf } from "@/lib/db/model-delegate";
import { serializeRecord, serializeRecords, type ContentRecord } from "@/lib/db/serialize";
import { db } from "@/lib/db";
import { notFound } from "@/lib/http/http-error";
import type { LeadKind } from "./lead-kinds";
import type { LeadPage } from "./lead-page";

const NEWEST_FIRST: Record<string, "desc">[] = [{ created_at: "desc" }, { id: "desc" }];
export const MAX_PAGE_SIZE = 100;
/** A CSV export holds at most this many leads, newest first. */
export const MAX_EXPORT_ROWS = 50_000;

/** One page of leads, newest first. */
export async function listLeads(kind: LeadKind, page: number, pageSize: number): Promise<LeadPage<ContentRecord>> {
  const model = modelOf(await db(), kind);
  const size = Math.min(Math.max(1, pageSize), MAX_PAGE_SIZE);
  const current = Math.max(1, page);
  const [rows, total] = await Promise.all([model.findMany({ orderBy: NEWEST_FIRST, skip: (current - 1) * size, take: size }), model.count()]);
  return { items: serializeRecords(rows), page: current, pageSize: size, total };
}

/** Every lead for an export, newest first. */
export async function exportLeads(kind: LeadKind): Promise<ContentRecord[]> {
  return serializeRecords(await modelOf(await db(), kind).findMany({ orderBy: NEWEST_FIRST, take: MAX_EXPORT_ROWS }));
}

/** Marks a lead handled (now) or open again. */
export async function setLeadHandled(kind: LeadKind, id: number, handled: boolean): Promise<ContentRecord> {
  const model = modelOf(await db(), kind);
  if (!(await model.findUnique({ where: { id } }))) throw notFound(`${kind.singular} not found.`);
  return serializeRecord(await model.update({ where: { id }, data: { handled_at: handled ? new Date() : null } }));
}
