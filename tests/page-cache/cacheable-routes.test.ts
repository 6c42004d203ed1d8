// The response cache shares what it keeps with every visitor: every address it may keep must be
// a public, unauthenticated route, found the way a request finds it.
import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DUAL_PATHS } from "@/lib/http/dual-paths";
import { CACHEABLE } from "@/lib/page-cache/cache-key";
import { PUBLIC_PAGES } from "@/lib/site/public-pages";
import { appRouteFile, appRouteHandler } from "../support/app-route";

const METADATA_FILES: Record<string, string> = { "/sitemap.xml": "app/sitemap.ts", "/robots.txt": "app/robots.ts" };

describe("every cacheable address is a public route", () => {
  it.each([...CACHEABLE.keys()].map((address) => [address]))("%s", async (address) => {
    expect(address).not.toMatch(/^\/(api\/)?admin(\/|$)/);
    // `/gallery/` is the JSON call of a page's address (contract §1), routed as proxy.ts does.
    const json = address.length > 1 ? DUAL_PATHS[address.replace(/\/+$/, "")] : undefined;
    const route = json ?? address;
    const page = PUBLIC_PAGES.some((candidate) => candidate.path === address);
    if (page) {
      // A page of the public site, under app/(site)/, outside the back office.
      expect(existsSync(path.join(process.cwd(), "app/(site)", address, "page.tsx"))).toBe(true);
    } else if (METADATA_FILES[address]) {
      expect(existsSync(path.join(process.cwd(), METADATA_FILES[address]))).toBe(true);
    } else {
      expect(appRouteFile(route), `a route file for ${route}`).not.toBeNull();
    }
    if (appRouteFile(route)) {
      // A route handler: answers a request that carries no token, no cookie, nothing.
      const GET = await appRouteHandler(route, "GET");
      const answer = await GET(new Request(`http://localhost${route}`));
      expect([200, 404]).toContain(answer.status);
      expect(answer.headers.get("set-cookie")).toBeNull();
      if (answer.status === 404) expect((await answer.json()).success).toBe(false);
    }
  });
});
