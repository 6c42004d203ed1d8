import { NextResponse, type NextRequest } from "next/server";

// Paths that are both a page and a JSON call (contract §1): a browser navigating
// (Accept includes text/html) gets the page, any other caller the JSON answer.
const DUAL_PATHS: Record<string, string> = {
  "/gallery": "/api/gallery",
  "/admin/dashboard": "/api/admin/dashboard",
};

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const bare = pathname.length > 1 && pathname.endsWith("/") ? pathname.replace(/\/+$/, "") : pathname;
  const json = DUAL_PATHS[bare];
  const wantsHtml = (request.headers.get("accept") ?? "").includes("text/html");
  if (json && !wantsHtml) return NextResponse.rewrite(new URL(json + request.nextUrl.search, request.url));
  // Trailing-slash redirects are off so `/gallery/` can answer JSON; pages still get one
  // canonical address.
  if (bare !== pathname && !pathname.startsWith("/api/") && !pathname.startsWith("/uploads/")) {
    const url = request.nextUrl.clone();
    url.pathname = bare;
    return NextResponse.redirect(url, 308);
  }
  return NextResponse.next();
}

export const config = {
  matcher: ["/((?!_next/|favicon.ico|images/|fonts/).*)"],
};
