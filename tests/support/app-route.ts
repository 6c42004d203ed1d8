// Finds the app/ route file that serves a URL path the way Next's router does, so a test can
// check a path written in a definition against the files that really exist: static segments
// first, then a dynamic `[name]`, then a catch-all `[...name]`; route groups `(name)` add no
// segment. A JSON call to a path that is also a page goes where proxy.ts rewrites it.
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { DUAL_PATHS } from "@/lib/http/dual-paths";

const APP = path.join(process.cwd(), "app");

type RouteHandler = (request: Request, context?: { params?: Promise<Record<string, string | string[] | undefined>> }) => Promise<Response>;

const isGroup = (name: string) => /^\(.+\)$/.test(name);
const isDynamic = (name: string) => /^\[[^.[\]]+\]$/.test(name);
const isCatchAll = (name: string) => /^\[\[?\.\.\.[^\]]+\]\]?$/.test(name);

function subfolders(dir: string): string[] {
  return readdirSync(dir).filter((name) => statSync(path.join(dir, name)).isDirectory());
}

/** Folders below `dir` that count as `dir` itself: route groups, however deeply nested. */
function withGroups(dir: string): string[] {
  return [dir, ...subfolders(dir).filter(isGroup).flatMap((group) => withGroups(path.join(dir, group)))];
}

function resolve(dir: string, segments: string[]): string | null {
  for (const here of withGroups(dir)) {
    if (segments.length === 0) {
      const file = path.join(here, "route.ts");
      if (statSync(file, { throwIfNoEntry: false })?.isFile()) return file;
      continue;
    }
    const [head, ...rest] = segments;
    const names = subfolders(here);
    const tries = [...names.filter((name) => name === head), ...names.filter(isDynamic)];
    for (const name of tries) {
      const found = resolve(path.join(here, name), rest);
      if (found) return found;
    }
    for (const name of names.filter(isCatchAll)) {
      const file = path.join(here, name, "route.ts");
      if (statSync(file, { throwIfNoEntry: false })?.isFile()) return file;
    }
  }
  return null;
}

/** The route file serving `urlPath` (e.g. `/api/testimonials/7`), or null when none does. */
export function appRouteFile(urlPath: string): string | null {
  const segments = urlPath.split("?")[0].split("/").filter(Boolean);
  return resolve(APP, segments);
}

/**
 * The exports of the route file a JSON call to `endpoint` reaches (`{id}` stands for any
 * record id, e.g. `/api/testimonials/{id}`); throws when no file serves it.
 */
export async function appRouteModule(endpoint: string): Promise<Record<string, unknown>> {
  const filled = endpoint.replace("{id}", "7");
  const bare = filled.length > 1 ? filled.replace(/\/+$/, "") : filled;
  const urlPath = DUAL_PATHS[bare] ?? filled;
  const file = appRouteFile(urlPath);
  if (!file) throw new Error(`No route file under app/ serves ${endpoint}.`);
  return (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
}

/** The handler of `method` in the route file serving `endpoint`; throws when there is none. */
export async function appRouteHandler(endpoint: string, method: string): Promise<RouteHandler> {
  const handler = (await appRouteModule(endpoint))[method];
  if (typeof handler !== "function") throw new Error(`${endpoint}: its route file exports no ${method}.`);
  return handler as RouteHandler;
}
