import { z } from "zod";
import { route } from "@/lib/api/route";
import { config } from "@/lib/config/config";
import { ok } from "@/lib/http/envelope";
import { clearedPreviewCookie, previewCookie } from "@/lib/preview/preview-cookie";
import { previewRefusal } from "@/lib/preview/preview-refusal";
import { PREVIEW_TEXT } from "@/lib/preview/preview-texts";
import { issuePreviewToken, verifyPreviewToken } from "@/lib/preview/preview-token";
import { publicPreviewPath, requirePreviewPath } from "./preview-path";
import { OPEN_PREVIEW_PATH } from "./preview-paths";

export const previewRequestSchema = z.object({ path: z.string() });

const NOT_KEPT = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };

/** The site is served over https (or this request came that way): the cookie is Secure. */
function secure(request: Request): boolean {
  return config().siteUrl.startsWith("https://") || new URL(request.url).protocol === "https:";
}

/** A 303 to a public path of this site, with the cookie change. */
function redirect(path: string, cookie: string): Response {
  return new Response(null, { status: 303, headers: { ...NOT_KEPT, Location: path, "Set-Cookie": cookie, "Referrer-Policy": "no-referrer" } });
}

/** POST /api/admin/preview {path}: a link that opens that public page with every draft applied, for 10 minutes. Admin. */
export const createPreviewRoute = route({ auth: true, body: previewRequestSchema }, async ({ body, session }) => {
  const path = requirePreviewPath(body.path);
  const token = await issuePreviewToken(path, session.admin.id);
  return ok(PREVIEW_TEXT.created, { url: `${config().siteUrl}${OPEN_PREVIEW_PATH}?token=${encodeURIComponent(token)}` }, 200, NOT_KEPT);
});

/**
 * GET /api/preview?token=: checks the link, keeps it in the httpOnly `preview_session` cookie
 * until it expires, and goes to its page. The cookie is the link's own token, so the session
 * ends exactly when the link does and every read verifies it again. No draftMode: the public
 * pages already render per request (`connection()`), and the preview's reads bypass Next's data
 * cache themselves (lib/content/public/public-read.ts), so its second cookie would add nothing.
 */
export const openPreviewRoute = route({}, async ({ request }) => {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const verdict = token ? await verifyPreviewToken(token) : ({ ok: false, reason: "invalid" } as const);
  if (!verdict.ok) return previewRefusal(request, verdict.reason);
  // Signed by this site, so checked when made; checked again so a Location is never anything else.
  const path = publicPreviewPath(verdict.claims.path);
  if (path === null) return previewRefusal(request, "invalid");
  return redirect(path, previewCookie(token, verdict.claims.expiresAt, { secure: secure(request) }));
});

/** GET /api/preview/exit?path=: ends the preview session and returns to that public page (or the home page). */
export const exitPreviewRoute = route({}, async ({ request }) => {
  const path = publicPreviewPath(new URL(request.url).searchParams.get("path")) ?? "/";
  return redirect(path, clearedPreviewCookie({ secure: secure(request) }));
});
