import { expireCacheTags } from "@/lib/content/expire-cache-tags";
import { db } from "@/lib/db";
import { defaultSiteSettings } from "./default-site-settings";
import { SITE_SETTINGS_FIELDS, SITE_SETTINGS_TAG, type SiteSettings } from "./site-settings-fields";

// The one row of the table (site_settings holds a single record).
const ROW_ID = 1;

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
 * Stores validated settings (the whole record: a save replaces every field) and expires every
 * page and cached read that showed the old ones before the save is answered.
 */
export async function saveSiteSettings(settings: SiteSettings): Promise<SiteSettings> {
  const prisma = await db();
  const data = pick(settings);
  const row = await prisma.siteSettings.upsert({ where: { id: ROW_ID }, create: { id: ROW_ID, ...data }, update: data });
  await expireCacheTags([SITE_SETTINGS_TAG]);
  return pick(row);
}
