import { NextResponse, type NextRequest } from "next/server";
import { COLLECTION_LIST } from "@/lib/content/collections";
import { contentSecurityPolicy, createNonce } from "@/lib/http/content-security-policy";
import { DUAL_PATHS } from "@/lib/http/dual-paths";
import { wantsPage } from "@/lib/http/wants-page";

// The back office's screens. Its pages render per request (each with its own script nonce), and
// a 404 thrown inside the panel's client shell would arrive with status 200 once the shell has
// streamed: an unknown screen is sent to the catch-all 404 before anything renders.
const ADMIN_SCREENS = new Set(["/admin", "/admin/dashboard", "/admin/leads", "/admin/settings", "/admin/accounts", "/admin/invite", "/admin/trash", "/admin/activity", "/admin/sessions", "/admin/two-factor", "/admin/api-reference", ...COLLECTION_LIST.map((def) => def.admin.path)]);
const ADMIN_NOT_FOUND = "/admin/not-found/screen";

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const bare = pathname.length > 1 && pathname.endsWith("/") ? pathname.replace(/\/+$/, "") : pathname;
  const json = DUAL_PATHS[bare];
  if (json && !wantsPage(request.headers.get("accept"), request.headers.get("rsc"))) return NextResponse.rewrite(new URL(json + request.nextUrl.search, request.url));
  // Trailing-slash redirects are off so `/gallery/` can answer JSON; pages still get one
  // canonical address.
  if (bare !== pathname) {
    const url = request.nextUrl.clone();
    url.pathname = bare;
    return NextResponse.redirect(url, 308);
  }
  const unknownScreen = /^\/admin\/[^/]+$/.test(bare) && !ADMIN_SCREENS.has(bare);
  return withContentSecurityPolicy(request, pathname, unknownScreen ? new URL(ADMIN_NOT_FOUND, request.url) : undefined);
}

/**
 * Every page gets a fresh nonce: Next reads it from the request's policy and stamps it on the
 * scripts it writes. The response cache swaps it for the hashes of those scripts when it keeps
 * a page (`lib/page-cache/kept-page-policy.ts`).
 */
function withContentSecurityPolicy(request: NextRequest, pathname: string, rewrite?: URL) {
  const policy = contentSecurityPolicy({
    scripts: { nonce: createNonce() },
    publicSite: pathname !== "/admin" && !pathname.startsWith("/admin/"),
    development: process.env.NODE_ENV === "development",
  });
  const headers = new Headers(request.headers);
  headers.set("content-security-policy", policy);
  const response = rewrite ? NextResponse.rewrite(rewrite, { request: { headers } }) : NextResponse.next({ request: { headers } });
  response.headers.set("content-security-policy", policy);
  return response;
}

export const config = {
  // Write paths stay out: Next reads every body that passes through the proxy to its end
  // before the route sees it (so no body limit could answer a huge one early) and cuts the
  // copy at `proxyClientMaxBodySize`. That covers the auth calls outside `/api` too.
  // `/gallery/` still matches.
  matcher: ["/((?!_next/|favicon.ico|images/|fonts/|api/|uploads/|sliders/|proxy-image|gallery/.|(?:logAdmin|change-password|forgot-password|verify-otp|change-username|logout)(?:/|$)).*)"],
};
