import type { PathMethods } from "./allowed-methods";

/**
 * The route pattern that answers a request URL, for metrics: the page or route handler's
 * pattern, Next's build files as one, anything else as `unmatched` (never the raw path).
 */
export function routePattern(methodsOf: (pathname: string) => PathMethods | undefined, url: string | undefined): string {
  const pathname = (url ?? "/").split("?")[0]!;
  if (pathname.startsWith("/_next/")) return "/_next/*";
  try {
    return methodsOf(decodeURIComponent(pathname))?.pattern ?? "unmatched";
  } catch {
    return "unmatched";
  }
}
