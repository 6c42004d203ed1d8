/**
 * Paths that are both a page and a JSON call (contract §1): a browser navigating (Accept
 * includes text/html) gets the page, any other caller the JSON route named here. proxy.ts
 * rewrites by it; the tests resolve definitions' endpoints through it.
 */
export const DUAL_PATHS: Readonly<Record<string, string>> = {
  "/gallery": "/api/gallery",
  "/admin/dashboard": "/api/admin/dashboard",
};
