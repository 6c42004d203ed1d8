import { getSiteSettingsRoute, putSiteSettingsRoute } from "@/lib/site/site-settings-routes";

export const GET = getSiteSettingsRoute;
export const PUT = putSiteSettingsRoute;
