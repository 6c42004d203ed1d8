import { z } from "zod";
import { route } from "@/lib/api/route";
import { ok } from "@/lib/http/envelope";
import { FILE_GRANT_PARAM, FILE_GRANT_TTL_SECONDS, issueFileGrant } from "@/lib/preview/file-grant";
import { UPLOAD_URL_PREFIX } from "@/lib/uploads/config";
import { uploadKeyFromUrl } from "@/lib/uploads/upload-key";

/** As many addresses as one form or History panel shows, with room to spare. */
export const MAX_GRANTED_FILES = 50;

export const fileGrantsBodySchema = z.object({ urls: z.array(z.string().max(1000)).min(1).max(MAX_GRANTED_FILES) });

/**
 * POST /api/admin/file-grants {urls}: for each `/uploads/...` address, the same address with a
 * short-lived grant that lets this browser read the file from the private place (a draft's, a
 * kept version's or a trashed record's file), which an `<img>` cannot ask for with the token.
 * The grant lives only in this answer and the browser's request: records keep their plain
 * addresses. Anything that is no upload address is left out. Admin.
 */
export const fileGrantsRoute = route({ auth: true, body: fileGrantsBodySchema }, async ({ body }) => {
  const granted: Record<string, string> = {};
  for (const url of new Set(body.urls)) {
    const key = uploadKeyFromUrl(url);
    if (key) granted[url] = `${UPLOAD_URL_PREFIX}/${key}?${FILE_GRANT_PARAM}=${encodeURIComponent(await issueFileGrant(key))}`;
  }
  return ok(`${Object.keys(granted).length} file grant(s), valid ${FILE_GRANT_TTL_SECONDS / 60} minutes.`, granted, 200, { "Cache-Control": "no-store" });
});
