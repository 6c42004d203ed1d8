// The key of an address without a query is looked up on every hit and handed out shared: it must
// be the key the long path gives, with the request's own keep verdict, and nobody may change it.
import { describe, expect, it } from "vitest";
import { cacheableRequest } from "@/lib/page-cache/cache-key";

describe("cacheableRequest without a query", () => {
  it("gives the key the path with a query gives, per variant, and keeps only a request without credentials", () => {
    const list = cacheableRequest("GET", "/api/subcategories", {});
    expect(list).toEqual({ key: "data /api/subcategories", url: "/api/subcategories", keep: true });
    expect(cacheableRequest("GET", "/api/subcategories?main_category_id=", {})).toMatchObject({ key: list!.key, url: list!.url });
    expect(cacheableRequest("GET", "/api/subcategories", { cookie: "theme=dark" })).toMatchObject({ key: list!.key, keep: false });
    expect(cacheableRequest("HEAD", "/", { accept: "text/html" })).toMatchObject({ key: "page /", url: "/", keep: true });
    expect(cacheableRequest("GET", "/", {})).toMatchObject({ key: "data /", keep: true });
    expect(cacheableRequest("GET", "/api/subcategories", { authorization: "Bearer x" })).toBeNull();
  });

  it("hands out one frozen answer per path, variant and verdict", () => {
    const first = cacheableRequest("GET", "/api/main-category", {});
    expect(cacheableRequest("GET", "/api/main-category", {})).toBe(first);
    expect(cacheableRequest("GET", "/api/main-category", { cookie: "a=b" })).not.toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
  });
});
