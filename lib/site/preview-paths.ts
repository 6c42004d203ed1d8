/** Where an administrator asks for a preview link (POST {path}). */
export const PREVIEW_ENDPOINT = "/api/admin/preview";
/** Where a preview link is opened. */
export const OPEN_PREVIEW_PATH = "/api/preview";
/** Where a preview session is left. */
export const EXIT_PREVIEW_PATH = "/api/preview/exit";
