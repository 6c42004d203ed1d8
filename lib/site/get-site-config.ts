import { cachedRead } from "@/lib/content/public/cached-read";
import { siteConfigFromSettings } from "./site-config-from-settings";
import { SITE_SETTINGS_TAG } from "./site-settings-fields";
import { readSiteSettings } from "./site-settings-store";

/**
 * The company details as public pages show them, read through the data cache under the settings'
 * tag: every page that calls this is dropped from the response cache when the settings are saved.
 */
export const getSiteConfig = cachedRead("site-settings", [SITE_SETTINGS_TAG], async () => siteConfigFromSettings(await readSiteSettings()));
