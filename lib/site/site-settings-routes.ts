import { ok } from "@/lib/http/envelope";
import { route } from "@/lib/api/route";
import { cachedRead } from "@/lib/content/public/cached-read";
import { SITE_SETTINGS_SAVED, SITE_SETTINGS_TAG } from "./site-settings-fields";
import { siteSettingsSchema } from "./site-settings-schema";
import { readSiteSettings, saveSiteSettings } from "./site-settings-store";

// Public like the content lists: read through the data cache, expired by a save.
const publicRead = cachedRead("site-settings:record", [SITE_SETTINGS_TAG], readSiteSettings);

/** GET /api/site-settings: the record (every field a string). Public: all of it is on the site. */
export const getSiteSettingsRoute = route({}, async () => Response.json(await publicRead(), { headers: { "Cache-Control": "no-store" } }));

/** PUT /api/site-settings: replaces the record. Admin; token first, then a capped JSON body. */
export const putSiteSettingsRoute = route({ auth: true, body: siteSettingsSchema }, async ({ body }) => ok(SITE_SETTINGS_SAVED, await saveSiteSettings(body)));
