// Every endpoint a content definition names (and each lead kind's) is served by a route file
// under app/ that exports the method the admin screens send to it. The paths in the definitions
// are written apart from the app/ folders, so without this only the browser tests would notice
// a mismatch.
import { describe, expect, it } from "vitest";
import { COLLECTION_LIST } from "@/lib/content/collections";
import { LEAD_KIND_LIST, leadEndpoint } from "@/lib/leads/lead-kinds";
import { appRouteFile, appRouteModule } from "../support/app-route";
import { collectionCalls } from "./collection-calls";

describe("every content definition's endpoints resolve to route files with their methods", () => {
  it.each(COLLECTION_LIST.map((def) => [def.key, def] as const))("%s", async (_, def) => {
    const calls = Object.values(collectionCalls(def)).filter((call) => call !== undefined);
    for (const { endpoint, method } of calls) {
      const exported = await appRouteModule(endpoint);
      expect(typeof exported[method], `${method} ${endpoint}`).toBe("function");
    }
  });
});

describe("every lead kind's endpoints resolve to route files with their methods", () => {
  it.each(LEAD_KIND_LIST.map((kind) => [kind.slug, kind] as const))("%s", async (_, kind) => {
    expect(typeof (await appRouteModule(leadEndpoint(kind))).GET).toBe("function");
    expect(typeof (await appRouteModule(`${leadEndpoint(kind)}/{id}`)).PATCH).toBe("function");
  });
});

describe("the resolver", () => {
  it("finds static, dynamic and catch-all segments the way Next's router does, and nothing else", () => {
    expect(appRouteFile("/api/testimonials")).toMatch(/app\/api\/testimonials\/route\.ts$/);
    expect(appRouteFile("/api/testimonials/7")).toMatch(/app\/api\/testimonials\/\[id\]\/route\.ts$/);
    expect(appRouteFile("/gallery/upload")).toMatch(/app\/gallery\/upload\/route\.ts$/);
    expect(appRouteFile("/gallery/7")).toMatch(/app\/gallery\/\[id\]\/route\.ts$/);
    expect(appRouteFile("/uploads/a/b.jpg")).toMatch(/app\/uploads\/\[\.\.\.path\]\/route\.ts$/);
    expect(appRouteFile("/api/testimonial")).toBeNull();
    expect(appRouteFile("/api/testimonials/7/extra")).toBeNull();
    // A page (app/(site)/page.tsx, behind a route group) is not a route file.
    expect(appRouteFile("/")).toBeNull();
  });
});
