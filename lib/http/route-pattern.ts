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

// Paths remembered at most: strangers' made-up paths can not fill memory.
const MAX_REMEMBERED = 1_000;

/**
 * `routePattern` for one method table, remembered per path (without its query): a public page or
 * list asked for again costs a lookup, not a decode and a walk of the route tree.
 */
export function routePatterns(methodsOf: (pathname: string) => PathMethods | undefined): (url: string | undefined) => string {
  const remembered = new Map<string, string>();
  return (url) => {
    const pathname = (url ?? "/").split("?")[0]!;
    let pattern = remembered.get(pathname);
    if (pattern === undefined) {
      pattern = routePattern(methodsOf, pathname);
      if (remembered.size >= MAX_REMEMBERED) remembered.clear();
      remembered.set(pathname, pattern);
    }
    return pattern;
  };
}
