import { getSiteSettings } from "./get-site-settings";
import { siteConfigFromSettings } from "./site-config-from-settings";

/**
 * The company details as public pages show them, from the cached settings: every page that calls
 * this is dropped from the response cache when the settings are saved.
 */
export async function getSiteConfig() {
  return siteConfigFromSettings(await getSiteSettings());
}
