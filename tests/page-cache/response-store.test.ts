import { describe, expect, it } from "vitest";
import { ENTRY_OVERHEAD_BYTES, ResponseStore, type CachedResponse } from "@/lib/page-cache/response-store";

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
    const probe = new ResponseStore({ maxBytes: 1e9, maxEntries: 100, maxAgeMs: 1000, now: () => 0 });
    probe.set("a", entry(0), probe.version());
    const fixed = probe.size.bytes;
    const store = new ResponseStore({ maxBytes: 2 * fixed + 250, maxEntries: 100, maxAgeMs: 1000, now: () => 0 });
    store.set("a", entry(100), store.version());
    store.set("b", entry(100), store.version());
    store.get("a");
    store.set("c", entry(150), store.version());
    expect(store.get("b")).toBeUndefined();
    expect(store.get("a")).toBeDefined();
    expect(store.get("c")).toBeDefined();
    expect(store.size).toEqual({ entries: 2, bytes: 2 * fixed + 250 });
    expect(store.set("huge", entry(2 * fixed + 250), store.version())).toBe(false);
  });

  it("keeps the order of use exact when the answer read last is read again, or was dropped and kept anew", () => {
    const store = new ResponseStore({ maxBytes: 1e9, maxEntries: 3, maxAgeMs: 1000, now: () => 0 });
    store.set("a", entry(1, ["ta"]), store.version());
    store.set("b", entry(1), store.version());
    store.set("c", entry(1), store.version());
    store.get("a");
    store.get("a");
    store.get("b");
    // Order of use now: c, a, b. Expiring b (the newest) and keeping it again puts it last again.
    store.invalidate(["ta"]);
    store.set("a", entry(1), store.version());
    store.get("c");
    store.get("c");
    // c, b, a by use: a new answer drops b, the least recently used.
    store.set("d", entry(1), store.version());
    expect(store.get("b")).toBeUndefined();
    expect(["a", "c", "d"].map((key) => store.get(key) !== undefined)).toEqual([true, true, true]);
    store.clear();
    store.set("e", entry(1), store.version());
    store.set("f", entry(1), store.version());
    store.set("g", entry(1), store.version());
    store.get("e");
    store.set("h", entry(1), store.version());
    expect(store.get("f")).toBeUndefined();
    expect(store.get("e")).toBeDefined();
  });

  it("counts a fixed overhead, the key and the head with every answer, however small its body", () => {
    const store = new ResponseStore({ maxBytes: 1e9, maxEntries: 100, maxAgeMs: 1000, now: () => 0 });
    const key = `data /api/subcategories?main_category_id=${"9".repeat(10)}`;
    store.set(key, { ...entry(2), headers: { "content-type": "application/json" } }, store.version());
    expect(store.size.bytes).toBeGreaterThanOrEqual(ENTRY_OVERHEAD_BYTES + 2 + key.length + "content-type".length + "application/json".length);
  });

  it("keeps at most maxEntries answers, however small: 10,000 distinct keys leave the newest 1,000", () => {
    const store = new ResponseStore({ maxBytes: 1e9, maxEntries: 1000, maxAgeMs: 1000, now: () => 0 });
    for (let i = 0; i < 10_000; i += 1) store.set(`data /api/subcategories?main_category_id=${i}`, entry(2), store.version());
    expect(store.size.entries).toBe(1000);
    expect(store.get("data /api/subcategories?main_category_id=0")).toBeUndefined();
    expect(store.get("data /api/subcategories?main_category_id=9999")).toBeDefined();
    expect(store.size.bytes).toBeLessThan(1000 * (ENTRY_OVERHEAD_BYTES + 200));
  });

  it("sweeps answers past their maximum age without their being read", () => {
    let now = 0;
    const store = new ResponseStore({ maxBytes: 1e9, maxEntries: 100, maxAgeMs: 1000, now: () => now });
    store.set("old", entry(10, [], 0), store.version());
    store.set("new", entry(10, [], 900), store.version());
    now = 1500;
    store.sweep();
    expect(store.size.entries).toBe(1);
    now = 0;
    expect(store.get("old")).toBeUndefined();
    expect(store.get("new")).toBeDefined();
  });


  it("expires answers past their maximum age", () => {
    let now = 0;
    const store = new ResponseStore({ maxBytes: 1e9, maxEntries: 100, maxAgeMs: 1000, now: () => now });
    store.set("a", entry(10, [], 0), store.version());
    now = 1000;
    expect(store.get("a")).toBeDefined();
    now = 1001;
    expect(store.get("a")).toBeUndefined();
    expect(store.size.bytes).toBe(0);
  });

  it("invalidates by tag, and refuses an answer rendered before an invalidation of its tags", () => {
    const store = new ResponseStore({ maxBytes: 1e9, maxEntries: 100, maxAgeMs: 1000, now: () => 0 });
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
