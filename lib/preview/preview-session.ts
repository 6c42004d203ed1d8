import "server-only";
import { cookies } from "next/headers";
import { unstable_rethrow } from "next/navigation";
import { cache } from "react";
import { PREVIEW_COOKIE, previewTokenIn } from "./preview-cookie";
import { verifyPreviewToken, type PreviewClaims } from "./preview-token";

async function claimsOf(token: string | null | undefined): Promise<PreviewClaims | null> {
  if (!token) return null;
  const verdict = await verifyPreviewToken(token);
  return verdict.ok ? verdict.claims : null;
}

/** The valid preview session a request carries, or null; no token is verified when there is no cookie. */
export function previewOfRequest(request: Request): Promise<PreviewClaims | null> {
  return claimsOf(previewTokenIn(request.headers.get("cookie")));
}

/**
 * The valid preview session of the request being rendered (pages, layouts), or null; once per
 * request. Outside a request (tests, scripts, the build) there is none.
 */
export const previewOfRender = cache(async (): Promise<PreviewClaims | null> => {
  let token: string | undefined;
  try {
    token = (await cookies()).get(PREVIEW_COOKIE)?.value;
  } catch (error) {
    // Next's own control flow (a prerender bailing out) passes; "outside a request" is no session.
    unstable_rethrow(error);
    return null;
  }
  return claimsOf(token);
});
