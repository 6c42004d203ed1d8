import { apiRequest } from "./client";

/**
 * Grants that let the admin's `<img>` show a file kept privately (a draft's, a kept version's, a
 * trashed record's): the browser cannot send the token with an image request, so the address
 * itself carries a short-lived grant for that file (POST /api/admin/file-grants). Granted
 * addresses live only here and in `src` attributes; form values keep the plain address.
 */

// Reused while well inside the server's 5 minutes, so a re-render does not ask again.
const REUSE_MS = 3 * 60 * 1000;

const granted = new Map<string, { at: number; url: Promise<string | null> }>();

/** Whether an address is one of this site's uploads, the only kind a grant can help. */
export function isUploadAddress(url: string): boolean {
  return url.startsWith("/uploads/");
}

/** The address with a grant, or null when none can be had (not an upload, or the call failed). */
export function grantedUploadUrl(url: string): Promise<string | null> {
  if (!isUploadAddress(url)) return Promise.resolve(null);
  const known = granted.get(url);
  if (known && Date.now() - known.at < REUSE_MS) return known.url;
  const asked = apiRequest<Record<string, string>>("/api/admin/file-grants", { method: "POST", json: { urls: [url] } }).then(
    ({ data }) => data?.[url] ?? null,
    () => {
      // A failed call is not remembered: the next image that needs this file asks again.
      granted.delete(url);
      return null;
    },
  );
  granted.set(url, { at: Date.now(), url: asked });
  return asked;
}
