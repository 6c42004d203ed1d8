import { ok } from "@/lib/http/envelope";
import { route } from "@/lib/api/route";
import { activityActor } from "@/lib/api/activity-actor";
import { getSiteSettings } from "./get-site-settings";
import { SITE_SETTINGS_SAVED } from "./site-settings-fields";
import { siteSettingsSchema } from "./site-settings-schema";
import { saveSiteSettings } from "./site-settings-store";

/** GET /api/site-settings: the record (every field a string). Public: all of it is on the site. */
export const getSiteSettingsRoute = route({}, async () => Response.json(await getSiteSettings(), { headers: { "Cache-Control": "no-store" } }));

/** PUT /api/site-settings: replaces the record. Owners only (contract §8); token first, then a capped JSON body. */
export const putSiteSettingsRoute = route({ auth: true, owner: true, body: siteSettingsSchema }, async (ctx) =>
  ok(SITE_SETTINGS_SAVED, await saveSiteSettings(ctx.body, activityActor(ctx))),
);
