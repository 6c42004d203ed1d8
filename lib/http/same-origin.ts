import { config } from "@/lib/config/config";
import { forbidden } from "./http-error";
import { HTTP_TEXT } from "./http-texts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function hostOf(url: string): string | null {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * Refuses a state-changing call sent by another site's page (403): browsers mark it with
 * `Sec-Fetch-Site: cross-site` and an `Origin` naming that site. The site's own pages, the
 * back office and scripts (which send neither header) pass. Own means `SITE_URL` or the host
 * the request was sent to.
 */
export function refuseCrossSite(request: Request): void {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return;
  if (request.headers.get("sec-fetch-site")?.trim().toLowerCase() === "cross-site") throw forbidden(HTTP_TEXT.crossSite, "cross_site_refused");
  const origin = request.headers.get("origin");
  if (origin === null) return;
  // `Origin: null` (sandboxed frames, files) parses to no host and is refused.
  const from = hostOf(origin.trim());
  const own = [request.headers.get("host")?.trim().toLowerCase(), hostOf(request.url), hostOf(config().siteUrl)];
  if (!from || !own.includes(from)) throw forbidden(HTTP_TEXT.crossSite, "cross_site_refused");
}
