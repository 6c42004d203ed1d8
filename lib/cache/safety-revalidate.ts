/**
 * A safety net for writes that bypass the content API (a restored backup, a manual SQL fix):
 * every save through the API expires the cached data and pages at once, so this only bounds
 * staleness elsewhere. Read by Next's data cache and the response cache alike.
 */
export const SAFETY_REVALIDATE_SECONDS = 3600;
