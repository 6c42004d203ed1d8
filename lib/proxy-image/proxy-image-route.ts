import { route } from "@/lib/api/route";
import type { RateLimitRule } from "@/lib/rate-limit/rate-limit";
import { proxyImage } from "./proxy-image";

/**
 * Every call may fetch up to 10 MB from elsewhere: bounded per client address, generous enough
 * for a page whose images all fall back at once.
 */
export const PROXY_IMAGE_LIMIT: RateLimitRule = { name: "proxy-image:address", limit: 300, windowSeconds: 5 * 60 };

/** GET and HEAD /proxy-image?url= */
export const proxyImageRoute = route({ rateLimit: PROXY_IMAGE_LIMIT }, async ({ request }) =>
  proxyImage(new URL(request.url).searchParams.get("url"), request),
);
