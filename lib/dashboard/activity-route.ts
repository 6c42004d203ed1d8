import { ACTIVITY_TEXT } from "@/lib/activity/activity-texts";
import { parseActivityQuery } from "@/lib/activity/activity-query";
import { listActivity, type ActivityItem } from "@/lib/activity/list-activity";
import { route } from "@/lib/api/route";
import { existingRecords, isContentType, refKey } from "@/lib/content/existing-records";
import { SITE_SETTINGS_COLLECTION } from "@/lib/site/site-settings-store";

/** An entry as the Activity screen gets it: `exists` says whether its item can still be opened. */
export interface ActivityLine extends ActivityItem {
  /** True: the content record (or the site settings) is still there; false: it is gone; null: the entry names no item that has a screen. */
  exists: boolean | null;
}

/**
 * GET /api/admin/activity: newest first, one page (`limit`, `before` = the previous answer's
 * `next_cursor`), filtered by `account`, `action`, `collection`, `from`, `to`. An owner sees every
 * account's entries, an editor only their own (contract §8). Admin.
 */
export const activityRoute = route({ auth: true }, async ({ request, session }) => {
  const query = parseActivityQuery(new URL(request.url).searchParams);
  const page = await listActivity(session.admin, query);
  const existing = await existingRecords(page.items);
  const exists = (item: ActivityItem): boolean | null => {
    if (item.collection === SITE_SETTINGS_COLLECTION) return true;
    if (!isContentType(item.collection) || item.id === null) return null;
    return existing.has(refKey(item.collection, item.id));
  };
  const items: ActivityLine[] = page.items.map((item) => ({ ...item, exists: exists(item) }));
  return Response.json({ success: true, message: ACTIVITY_TEXT.listed(items.length), data: items, next_cursor: page.next_cursor }, { headers: { "Cache-Control": "no-store" } });
});
