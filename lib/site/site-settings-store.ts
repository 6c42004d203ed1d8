import { recordActivity, type AccountActor } from "@/lib/activity/record-activity";
import { expireCacheTags } from "@/lib/content/expire-cache-tags";
import { lockCollection } from "@/lib/content/collection-lock";
import { recordVersion } from "@/lib/content/version-log";
import { settleUploads } from "@/lib/content/upload-places";
import { db } from "@/lib/db";
import { defaultSiteSettings } from "./default-site-settings";
import { SITE_SETTINGS_FIELDS, SITE_SETTINGS_TAG, type SiteSettings } from "./site-settings-fields";

// The one row of the table (site_settings holds a single record).
export const SITE_SETTINGS_ROW_ID = 1;
const ROW_ID = SITE_SETTINGS_ROW_ID;

/** The collection name the settings' versions and draft are kept under (contract §7). */
export const SITE_SETTINGS_COLLECTION = "siteSettings";

/** The columns a save changes: every field. */
export const SITE_SETTINGS_COLUMNS: readonly string[] = SITE_SETTINGS_FIELDS.map((field) => field.name);

function pick(row: Record<string, unknown>): SiteSettings {
  return Object.fromEntries(SITE_SETTINGS_FIELDS.map((field) => [field.name, typeof row[field.name] === "string" ? row[field.name] : ""])) as SiteSettings;
}

/** The stored settings, or the environment's first values while nothing was saved. */
export async function readSiteSettings(): Promise<SiteSettings> {
  const prisma = await db();
  const row = await prisma.siteSettings.findUnique({ where: { id: ROW_ID } });
  return row ? pick(row) : defaultSiteSettings();
}

/**
 * Stores validated settings (the whole record: a save replaces every field) with a published
 * version by `actor` in the same transaction, and expires every page and cached read that showed
 * the old ones before the save is answered. `actor`'s save is recorded in the activity log with
 * the names of the fields it changed, in the same transaction.
 */
export async function saveSiteSettings(settings: SiteSettings, actor?: AccountActor): Promise<SiteSettings> {
  const prisma = await db();
  const data = pick(settings);
  const { row, pruned } = await prisma.$transaction(async (tx) => {
    // One writer of the settings at a time, so versions follow the saves' order.
    await lockCollection(tx, { key: SITE_SETTINGS_COLLECTION });
    const before = await tx.siteSettings.findUnique({ where: { id: ROW_ID } });
    const row = await tx.siteSettings.upsert({ where: { id: ROW_ID }, create: { id: ROW_ID, ...data }, update: data });
    const { version, pruned } = await recordVersion(tx, { collection: SITE_SETTINGS_COLLECTION, recordId: ROW_ID, columns: SITE_SETTINGS_COLUMNS, before, after: row, status: "published", author: actor });
    if (actor) {
      const previous = before ? pick(before) : defaultSiteSettings();
      const changed = SITE_SETTINGS_COLUMNS.filter((name) => previous[name as keyof typeof previous] !== data[name as keyof typeof data]);
      await recordActivity(tx, { actor, action: "settings_change", collection: SITE_SETTINGS_COLLECTION, recordId: ROW_ID, version, details: { changed } });
    }
    return { row, pruned };
  });
  await settleUploads(pruned);
  await expireCacheTags([SITE_SETTINGS_TAG]);
  return pick(row);
}
