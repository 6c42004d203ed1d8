import { ok } from "@/lib/http/envelope";
import { route } from "@/lib/api/route";
import { getSiteSettings } from "./get-site-settings";
import { SITE_SETTINGS_SAVED } from "./site-settings-fields";
import { siteSettingsSchema } from "./site-settings-schema";
import { saveSiteSettings } from "./site-settings-store";

/** GET /api/site-settings: the record (every field a string). Public: all of it is on the site. */
export const getSiteSettingsRoute = route({}, async () => Response.json(await getSiteSettings(), { headers: { "Cache-Control": "no-store" } }));

/** PUT /api/site-settings: replaces the record. Admin; token first, then a capped JSON body. */
export const putSiteSettingsRoute = route({ auth: true, body: siteSettingsSchema }, async ({ body }) => ok(SITE_SETTINGS_SAVED, await saveSiteSettings(body)));
