import { cachedRead } from "@/lib/content/public/cached-read";
import { db } from "@/lib/db";
import { previewOfRender } from "@/lib/preview/preview-session";
import { SITE_SETTINGS_FIELDS, SITE_SETTINGS_TAG, type SiteSettings } from "./site-settings-fields";
import { readSiteSettings } from "./site-settings-store";

/**
 * The stored settings read through the data cache under the settings' tag: one entry for the
 * public record and the pages built from it, expired by a save.
 */
const publishedSiteSettings = cachedRead("site-settings:record", [SITE_SETTINGS_TAG], readSiteSettings);

/** The settings as their draft (collection `siteSettings`, record 1) would publish them, read fresh. */
async function draftedSiteSettings(): Promise<SiteSettings> {
  const prisma = await db();
  const [settings, draft] = await Promise.all([readSiteSettings(), prisma.contentDraft.findUnique({ where: { collection_record_id: { collection: "siteSettings", record_id: 1 } } })]);
  const record = draft?.record;
  if (typeof record !== "object" || record === null || Array.isArray(record)) return settings;
  const values = record as Record<string, unknown>;
  const drafted = { ...settings };
  for (const { name } of SITE_SETTINGS_FIELDS) if (typeof values[name] === "string") drafted[name] = values[name];
  return drafted;
}

/** The settings the request shows: published, or in a preview session with their draft applied (never kept in the data cache). */
export async function getSiteSettings(): Promise<SiteSettings> {
  return (await previewOfRender()) ? draftedSiteSettings() : publishedSiteSettings();
}
