import { cachedRead } from "@/lib/content/public/cached-read";
import { SITE_SETTINGS_TAG } from "./site-settings-fields";
import { readSiteSettings } from "./site-settings-store";

/**
 * The stored settings read through the data cache under the settings' tag: one entry for the
 * public record and the pages built from it, expired by a save.
 */
export const getSiteSettings = cachedRead("site-settings:record", [SITE_SETTINGS_TAG], readSiteSettings);
