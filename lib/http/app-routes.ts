import fs from "node:fs";
import path from "node:path";

/** The methods a route handler may export (Next's own list); anything else never reaches one. */
export const HTTP_METHODS = ["GET", "HEAD", "OPTIONS", "POST", "PUT", "DELETE", "PATCH"] as const;

/** One page or route handler of `app/`, at its URL pattern (`/api/testimonials/[id]`, route groups left out). */
export interface AppRoute {
  path: string;
  kind: "page" | "route";
  /** A route handler's exported methods; empty for a page. */
  methods: string[];
  /** The file, relative to app/. */
  file: string;
}

const EXPORTED_METHOD = new RegExp(`^export\\s+(?:const|(?:async\\s+)?function)\\s+(${HTTP_METHODS.join("|")})\\b`, "gm");

/**
 * Every page and route handler under `appDir`, read from the files: what the start-up server
 * needs to answer a method no route takes, before Next runs anything. Route handlers here export
 * their methods as `export const GET = ...` or `export async function GET`
 * (tests/http/app-routes.test.ts holds the list to the modules' real exports).
 */
export function scanAppRoutes(appDir: string): AppRoute[] {
  const found: AppRoute[] = [];
  const walk = (dir: string, segments: string[]) => {
    const file = (name: string) => path.relative(appDir, path.join(dir, name)).split(path.sep).join("/");
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        // Route groups `(name)` add no segment; private folders `_name` are not routes.
        if (entry.name.startsWith("_")) continue;
        walk(path.join(dir, entry.name), /^\(.+\)$/.test(entry.name) ? segments : [...segments, entry.name]);
      } else if (/^page\.(tsx|ts|jsx|js)$/.test(entry.name)) {
        found.push({ path: `/${segments.join("/")}`, kind: "page", methods: [], file: file(entry.name) });
      } else if (/^route\.(ts|js)$/.test(entry.name)) {
        const source = fs.readFileSync(path.join(dir, entry.name), "utf8");
        const methods = [...new Set([...source.matchAll(EXPORTED_METHOD)].map((match) => match[1]!))].sort();
        found.push({ path: `/${segments.join("/")}`, kind: "route", methods, file: file(entry.name) });
      }
    }
  };
  walk(appDir, []);
  return found.sort((a, b) => a.path.localeCompare(b.path));
}

// Replaced by the list itself when `npm run build:server` bundles the server (the image has no app/).
declare const __ECOPACK_APP_ROUTES__: AppRoute[] | undefined;

/** The app's pages and route handlers: compiled into the production server, read from app/ in development. */
export function appRoutes(): readonly AppRoute[] {
  return typeof __ECOPACK_APP_ROUTES__ !== "undefined" ? __ECOPACK_APP_ROUTES__ : scanAppRoutes(path.join(/*turbopackIgnore: true*/ process.cwd(), "app"));
}
