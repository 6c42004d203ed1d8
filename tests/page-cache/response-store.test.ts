import { describe, expect, it } from "vitest";
import { ResponseStore, type CachedResponse } from "@/lib/page-cache/response-store";

const entry = (bytes: number, tags: string[] = [], storedAt = 0): CachedResponse => ({
  status: 200,
  headers: {},
  body: Buffer.alloc(bytes),
  etag: 'W/"x"',
  lastModified: new Date(storedAt).toUTCString(),
  tags,
  storedAt,
});

describe("ResponseStore", () => {
  it("drops the least recently used answers past its byte budget", () => {
    const store = new ResponseStore({ maxBytes: 300, maxAgeMs: 1000, now: () => 0 });
    store.set("a", entry(100), store.version());
    store.set("b", entry(100), store.version());
    store.get("a");
    store.set("c", entry(150), store.version());
    expect(store.get("b")).toBeUndefined();
    expect(store.get("a")).toBeDefined();
    expect(store.get("c")).toBeDefined();
    expect(store.size).toEqual({ entries: 2, bytes: 250 });
    expect(store.set("huge", entry(301), store.version())).toBe(false);
  });

  it("expires answers past their maximum age", () => {
    let now = 0;
    const store = new ResponseStore({ maxBytes: 1000, maxAgeMs: 1000, now: () => now });
    store.set("a", entry(10, [], 0), store.version());
    now = 1000;
    expect(store.get("a")).toBeDefined();
    now = 1001;
    expect(store.get("a")).toBeUndefined();
    expect(store.size.bytes).toBe(0);
  });

  it("invalidates by tag, and refuses an answer rendered before an invalidation of its tags", () => {
    const store = new ResponseStore({ maxBytes: 1000, maxAgeMs: 1000, now: () => 0 });
    store.set("home", entry(10, ["sliders", "counters"]), store.version());
    store.set("about", entry(10, ["about-us"]), store.version());
    const started = store.version();
    store.invalidate(["counters"]);
    expect(store.get("home")).toBeUndefined();
    expect(store.get("about")).toBeDefined();
    expect(store.set("home", entry(10, ["sliders", "counters"]), started)).toBe(false);
    expect(store.set("gallery", entry(10, ["gallery"]), started)).toBe(true);
    expect(store.set("home", entry(10, ["sliders", "counters"]), store.version())).toBe(true);
  });
});
