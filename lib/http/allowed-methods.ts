import type { AppRoute } from "./app-routes";
import { DUAL_PATHS } from "./dual-paths";

/** What a path takes: the `Allow` list, and whether it is a JSON call (answered in the envelope) or a page. */
export interface PathMethods {
  allow: readonly string[];
  json: boolean;
  /** The page or route handler that answers it, as its URL pattern (`/api/testimonials/[id]`): a metric's label. */
  pattern: string;
}

interface Node {
  statics: Map<string, Node>;
  dynamic?: Node;
  /** `[...name]`: the rest of the path, one segment or more. */
  catchAll?: PathMethods;
  /** `[[...name]]`: the rest of the path, none or more. */
  optionalCatchAll?: PathMethods;
  here?: PathMethods;
}

const PAGE_METHODS = ["GET", "HEAD"];

const node = (): Node => ({ statics: new Map() });

/** A route handler's methods as Next serves them: HEAD with GET, OPTIONS always (both answered by Next). */
function routeMethods(exported: readonly string[], pattern: string): PathMethods {
  const allow = new Set([...exported, "OPTIONS", ...(exported.includes("GET") ? ["HEAD"] : [])]);
  return { allow: [...allow].sort(), json: true, pattern };
}

/** Both's methods; the pattern is the first's (the path's own page or route). */
function union(a: PathMethods, b: PathMethods): PathMethods {
  return { allow: [...new Set([...a.allow, ...b.allow])].sort(), json: a.json || b.json, pattern: a.pattern };
}

function find(at: Node, segments: readonly string[], from: number): PathMethods | undefined {
  if (from === segments.length) return at.here ?? at.optionalCatchAll;
  // Next's order: a static segment, then a dynamic one, then a catch-all.
  const statics = at.statics.get(segments[from]!);
  return (
    (statics && find(statics, segments, from + 1)) ??
    (at.dynamic && find(at.dynamic, segments, from + 1)) ??
    at.catchAll ??
    at.optionalCatchAll
  );
}

/**
 * The methods each path takes, from the app's pages and route handlers, matched as Next's router
 * matches them. A path that is both a page and a JSON call (DUAL_PATHS) takes both's methods.
 * Next's own paths (`/_next/...`) are not listed: undefined, Next answers them.
 */
export function methodTable(routes: readonly AppRoute[]): (pathname: string) => PathMethods | undefined {
  const root = node();
  for (const route of routes) {
    const methods = route.kind === "page" ? { allow: PAGE_METHODS, json: false, pattern: route.path } : routeMethods(route.methods, route.path);
    let at = root;
    const segments = route.path.split("/").filter(Boolean);
    for (const [index, segment] of segments.entries()) {
      if (/^\[\[\.\.\..+\]\]$/.test(segment) && index === segments.length - 1) at.optionalCatchAll = methods;
      else if (/^\[\.\.\..+\]$/.test(segment) && index === segments.length - 1) at.catchAll = methods;
      else if (/^\[.+\]$/.test(segment)) at = at.dynamic ??= node();
      else {
        if (!at.statics.has(segment)) at.statics.set(segment, node());
        at = at.statics.get(segment)!;
      }
      if (index === segments.length - 1 && !/^\[\[?\.\.\./.test(segment)) at.here = at.here ? union(at.here, methods) : methods;
    }
    if (segments.length === 0) root.here = methods;
  }
  const lookUp = (pathname: string) => find(root, pathname.split("/").filter(Boolean), 0);
  return (pathname) => {
    if (pathname.startsWith("/_next/") || pathname.startsWith("/__nextjs")) return undefined;
    const own = lookUp(pathname);
    const bare = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
    const json = DUAL_PATHS[bare];
    const rewritten = json ? lookUp(json) : undefined;
    return own && rewritten ? union(own, rewritten) : (own ?? rewritten);
  };
}
