import { NextResponse, type NextRequest } from "next/server";
import { wantsPage } from "@/lib/http/wants-page";

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
  if (json && !wantsPage(request.headers.get("accept"), request.headers.get("rsc"))) return NextResponse.rewrite(new URL(json + request.nextUrl.search, request.url));
  // Trailing-slash redirects are off so `/gallery/` can answer JSON; pages still get one
  // canonical address.
  if (bare !== pathname) {
    const url = request.nextUrl.clone();
    url.pathname = bare;
    return NextResponse.redirect(url, 308);
  }
  return NextResponse.next();
}

export const config = {
  // Write paths stay out: Next copies every body that passes through the proxy and cuts it
  // at 10 MB, which would truncate 20 MB PDF uploads. `/gallery/` still matches.
  matcher: ["/((?!_next/|favicon.ico|images/|fonts/|api/|uploads/|sliders/|proxy-image|gallery/.).*)"],
};
