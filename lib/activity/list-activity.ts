import { db } from "@/lib/db";
import type { Prisma } from "@/lib/db/generated/client";
import { ACTIVITY_PAGE_SIZE, encodeCursor, type ActivityQuery } from "./activity-query";

/** One line of the log as `GET /api/admin/activity` answers it (contract §8). */
export interface ActivityItem {
  at: string;
  /** Who acted: the account's id (null for a failed sign-in under an unknown username) and its username then. */
  account: { id: number | null; username: string };
  action: string;
  collection: string | null;
  /** The record's id. */
  id: number | null;
  address: string;
  version: number | null;
  details: Prisma.JsonValue | null;
}

export interface ActivityPage {
  items: ActivityItem[];
  /** Pass as `before` for the next (older) page; null on the last page. */
  next_cursor: string | null;
}

/** Who is reading: an owner sees every account's entries, an editor only their own. */
export interface ActivityViewer {
  id: number;
  role: "owner" | "editor";
}

/** Newest first, one page; an editor asking for another account's entries gets none. */
export async function listActivity(viewer: ActivityViewer, query: ActivityQuery): Promise<ActivityPage> {
  const limit = query.limit ?? ACTIVITY_PAGE_SIZE;
  if (viewer.role !== "owner" && query.account !== undefined && query.account !== viewer.id) return { items: [], next_cursor: null };
  const and: Prisma.ActivityWhereInput[] = [];
  const account = viewer.role === "owner" ? query.account : viewer.id;
  if (account !== undefined) and.push({ account_id: account });
  if (query.action) and.push({ action: query.action });
  if (query.collection) and.push({ collection: query.collection });
  if (query.from) and.push({ at: { gte: query.from } });
  if (query.to) and.push({ at: { lte: query.to } });
  if (query.before) and.push({ OR: [{ at: { lt: query.before.at } }, { at: query.before.at, id: { lt: query.before.id } }] });
  const prisma = await db();
  const rows = await prisma.activity.findMany({ where: { AND: and }, orderBy: [{ at: "desc" }, { id: "desc" }], take: limit + 1 });
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    items: page.map((row) => ({
      at: row.at.toISOString(),
      account: { id: row.account_id, username: row.account_username },
      action: row.action,
      collection: row.collection,
      id: row.record_id,
      address: row.address,
      version: row.version,
      details: row.details,
    })),
    next_cursor: rows.length > limit && last ? encodeCursor(last) : null,
  };
}
