// Next's data cache and the response cache's invalidation through a real Redis (a throwaway
// redis-server): what one instance expires is expired for the others, and a lost Redis costs
// renders, never errors or stale answers.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startRedisTestServer, type RedisTestServer } from "../support/redis-test-server";
import { connectSharedRedis, sharedRedis, type SharedRedis } from "@/lib/cache/shared-redis";
import { EVERYTHING, SharedExpiry, sharedExpiry } from "@/lib/cache/shared-expiry";
import RedisCacheHandler from "@/lib/cache/redis-cache-handler";
import { sharedInvalidation } from "@/lib/page-cache/shared-invalidation";
import { ResponseStore, type CachedResponse } from "@/lib/page-cache/response-store";

let redis: RedisTestServer;
/** Another instance's view of the same Redis. */
let otherConnection: SharedRedis;
let other: SharedExpiry;

const until = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true), { timeout: 15_000, interval: 50 });

beforeAll(async () => {
  redis = await startRedisTestServer();
  process.env.REDIS_URL = redis.url;
  otherConnection = connectSharedRedis(redis.url);
  other = new SharedExpiry(otherConnection);
  await until(() => sharedRedis()!.ready && otherConnection.ready);
});

afterAll(async () => {
  sharedRedis()?.client.destroy();
  otherConnection.client.destroy();
  await redis.stop();
});

const FETCH_CONTEXT = (tags: string[]) => ({ kind: "FETCH", tags, softTags: [] }) as unknown as Parameters<RedisCacheHandler["get"]>[1];
const SET_CONTEXT = (tags: string[]) => ({ fetchCache: true, tags }) as Parameters<RedisCacheHandler["set"]>[2];
const value = (body: string) => ({ kind: "FETCH", revalidate: 600, data: { headers: {}, body, status: 200, url: "" } }) as unknown as Parameters<RedisCacheHandler["set"]>[1];

/** One read through the data cache: a miss, then the stored result. */
async function fill(handler: RedisCacheHandler, key: string, tags: string[], body: string, beforeStoring?: () => Promise<void>) {
  expect(await handler.get(key, FETCH_CONTEXT(tags))).toBeNull();
  await beforeStoring?.();
  await handler.set(key, value(body), SET_CONTEXT(tags));
}

const bodyOf = (entry: Awaited<ReturnType<RedisCacheHandler["get"]>>) => (entry?.value as { data: { body: string } } | undefined)?.data.body;

describe("Next's data cache in Redis", () => {
  it("serves an entry to every instance until one of its tags is expired by any of them", async () => {
    const handler = new RedisCacheHandler();
    await fill(handler, "k-shared", ["main-categories"], "[1,2]");
    expect(bodyOf(await handler.get("k-shared", FETCH_CONTEXT(["main-categories"])))).toBe("[1,2]");
    // A second handler (a route bundle of its own, or another instance) reads the same entry.
    expect(bodyOf(await new RedisCacheHandler().get("k-shared", FETCH_CONTEXT(["main-categories"])))).toBe("[1,2]");

    await other.expire(["sliders"]);
    expect(bodyOf(await handler.get("k-shared", FETCH_CONTEXT(["main-categories"])))).toBe("[1,2]");
    await other.expire(["main-categories"]);
    expect(await handler.get("k-shared", FETCH_CONTEXT(["main-categories"]))).toBeNull();
  });

  it("does not take a read that raced a save for fresh", async () => {
    const handler = new RedisCacheHandler();
    // The read starts, the save lands, then the (old) result is stored.
    await fill(handler, "k-raced", ["testimonials"], "old", () => other.expire(["testimonials"]));
    expect(await handler.get("k-raced", FETCH_CONTEXT(["testimonials"]))).toBeNull();
  });

  it("expires through Next's revalidateTag call on the handler", async () => {
    const handler = new RedisCacheHandler();
    await fill(handler, "k-revalidated", ["counters"], "[3]");
    await handler.revalidateTag("counters");
    expect(await new RedisCacheHandler().get("k-revalidated", FETCH_CONTEXT(["counters"]))).toBeNull();
    expect(Object.keys(await other.times())).toContain("counters");
  });
});

const answer = (tags: string[]): CachedResponse => ({ status: 200, headers: {}, body: Buffer.from("page"), etag: 'W/"1"', lastModified: "", tags, storedAt: Date.now() });

describe("the response cache across instances", () => {
  it("drops exactly the kept answers whose tags another instance expired", async () => {
    const store = new ResponseStore({ maxBytes: 10_000, maxAgeMs: 60_000 });
    const sync = sharedInvalidation(sharedExpiry()!);
    expect(await sync(store)).toBe(true);
    store.set("/product", answer(["main-categories"]), store.version());
    store.set("/gallery", answer(["gallery"]), store.version());

    expect(await sync(store)).toBe(true);
    expect(store.get("/product")).toBeDefined();
    await other.expire(["main-categories"]);
    expect(await sync(store)).toBe(true);
    expect(store.get("/product")).toBeUndefined();
    expect(store.get("/gallery")).toBeDefined();
  });
});

describe("when Redis goes away", () => {
  it("misses instead of failing, keeps nothing, logs once, and distrusts what came before once it is back", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const logs = vi.spyOn(console, "log").mockImplementation(() => {});
    const handler = new RedisCacheHandler();
    const store = new ResponseStore({ maxBytes: 10_000, maxAgeMs: 60_000 });
    const sync = sharedInvalidation(sharedExpiry()!);
    expect(await sync(store)).toBe(true);
    store.set("/about", answer(["about-us"]), store.version());

    await redis.stop();
    await until(() => !sharedRedis()!.ready);
    expect(await sync(store)).toBe(false);
    expect(store.get("/about")).toBeUndefined();
    expect(await handler.get("k-down", FETCH_CONTEXT(["about-us"]))).toBeNull();
    await expect(handler.set("k-down", value("x"), SET_CONTEXT(["about-us"]))).resolves.toBeUndefined();
    await expect(handler.revalidateTag(["about-us"])).resolves.toBeUndefined();
    // Reconnection attempts go on meanwhile; each connection (this instance's and the other's) says so once.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(errors.mock.calls.filter(([message]) => String(message).startsWith("[cache] Redis unreachable"))).toHaveLength(2);

    await redis.start();
    await until(() => sharedRedis()!.ready);
    expect(logs.mock.calls.some(([message]) => String(message).startsWith("[cache] Redis is back"))).toBe(true);
    // Saves made meanwhile could not be recorded: everything is expired for every instance.
    await vi.waitFor(async () => expect(Object.keys(await other.times())).toContain(EVERYTHING), { timeout: 5_000 });
    expect(await sync(store)).toBe(true);
    await fill(handler, "k-after", ["about-us"], "new");
    expect(bodyOf(await handler.get("k-after", FETCH_CONTEXT(["about-us"])))).toBe("new");
    errors.mockRestore();
    logs.mockRestore();
  });
});
