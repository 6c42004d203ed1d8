import { db } from "@/lib/db";
import { FILE_GRANT_PARAM, fileGrantAllows } from "@/lib/preview/file-grant";
import { carriesPreviewCookie } from "@/lib/preview/preview-cookie";
import { previewOfRequest } from "@/lib/preview/preview-session";
import type { ServeOptions } from "@/lib/uploads/serve-upload";

/** Whether some draft names `/uploads/<key>` (its record's columns hold file URLs as text). */
export async function draftNamesUpload(key: string): Promise<boolean> {
  const prisma = await db();
  const pattern = `%${`"/uploads/${key}"`.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const rows = await prisma.$queryRaw<unknown[]>`SELECT 1 FROM content_drafts WHERE record::text LIKE ${pattern} LIMIT 1`;
  return rows.length > 0;
}

/** The grant a `/uploads/...` address carries (`?grant=`), or null; no URL is parsed without one. */
function grantOf(request: Request): string | null {
  return request.url.includes(`${FILE_GRANT_PARAM}=`) ? new URL(request.url).searchParams.get(FILE_GRANT_PARAM) : null;
}

/**
 * How `/uploads/...` treats a request: a file kept privately is served to an administrator's
 * browser with a grant for that very file (see file-grant-route), or to a valid preview session
 * when a draft names it (a trashed record's files stay hidden from a preview). Without either
 * nothing is verified or read.
 */
export function previewFileAccess(request: Request): ServeOptions {
  const grant = grantOf(request);
  const preview = carriesPreviewCookie(request.headers.get("cookie"));
  if (!grant && !preview) return {};
  return {
    privateAllowed: async (key) =>
      (grant !== null && (await fileGrantAllows(grant, key))) || (preview && (await previewOfRequest(request)) !== null && (await draftNamesUpload(key))),
  };
}
