// Next's data cache and the response cache's invalidation through a real Redis (a throwaway
// redis-server): what one instance expires is expired for the others, and a lost Redis costs
// renders, never errors or stale answers.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startRedisTestServer, type RedisTestServer } from "../support/redis-test-server";
import { connectSharedRedis, sharedRedis, type SharedRedis } from "@/lib/cache/shared-redis";
import { EVERYTHING, SharedExpiry, sharedExpiry } from "@/lib/cache/shared-expiry";
import DataCacheHandler from "@/lib/cache/data-cache-handler";
import { logger } from "@/lib/log/logger";
import { bodyOf, describeDataCache, fetchValue, fill, FETCH_CONTEXT, SET_CONTEXT } from "./support/data-cache-cases";
import { sharedInvalidation } from "@/lib/page-cache/shared-invalidation";
import { ResponseStore, type CachedResponse } from "@/lib/page-cache/response-store";
import { twoFactorRequiredForAll, TWO_FACTOR_POLICY_TAG } from "@/lib/auth/two-factor-policy";
import { db } from "@/lib/db";

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

// Another instance saves: its expiry is recorded in the same Redis.
describeDataCache("Redis", (tags) => other.expire(tags));

const answer = (tags: string[]): CachedResponse => ({ status: 200, headers: {}, body: Buffer.from("page"), etag: 'W/"1"', lastModified: "", tags, storedAt: Date.now() });

describe("the response cache across instances", () => {
  it("drops exactly the kept answers whose tags another instance expired", async () => {
    const store = new ResponseStore({ maxBytes: 10_000, maxEntries: 100, maxAgeMs: 60_000 });
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
  it("asks Redis once for all the requests of one event-loop turn, after the last of them arrived", async () => {
    const expiry = sharedExpiry()!;
    const store = new ResponseStore({ maxBytes: 10_000, maxEntries: 100, maxAgeMs: 60_000 });
    const sync = sharedInvalidation(expiry);
    expect(await sync(store)).toBe(true);
    store.set("/certificates", answer(["certificates"]), store.version());
    const looks = vi.spyOn(expiry, "clock");
    await other.expire(["certificates"]);
    const answers = await Promise.all(Array.from({ length: 20 }, () => sync(store)));
    expect(answers.every(Boolean)).toBe(true);
    expect(looks).toHaveBeenCalledTimes(1);
    expect(store.get("/certificates")).toBeUndefined();
    looks.mockRestore();
  });
});

describe("the two-factor policy each instance keeps", () => {
  it("is dropped at once when another instance records a change", async () => {
    // The keep time's clock stands still, so only the shared expiry can make the change seen.
    vi.useFakeTimers({ toFake: ["performance"] });
    try {
      expect(await twoFactorRequiredForAll()).toBe(false);
      const key = "two_factor.required_for_all";
      await (await db()).setting.upsert({ where: { key }, create: { key, value: "true" }, update: { value: "true" } });
      expect(await twoFactorRequiredForAll()).toBe(false);
      vi.advanceTimersByTime(1);
      await other.expire([TWO_FACTOR_POLICY_TAG]);
      expect(await twoFactorRequiredForAll()).toBe(true);
    } finally {
      vi.useRealTimers();
      await (await db()).setting.deleteMany({ where: { key: "two_factor.required_for_all" } });
    }
  });
});

describe("when Redis goes away", () => {
  it("misses instead of failing, keeps nothing, logs once, and distrusts what came before once it is back", async () => {
    const errors = vi.spyOn(logger(), "error");
    const logs = vi.spyOn(logger(), "info");
    const handler = new DataCacheHandler();
    const store = new ResponseStore({ maxBytes: 10_000, maxEntries: 100, maxAgeMs: 60_000 });
    const sync = sharedInvalidation(sharedExpiry()!);
    expect(await sync(store)).toBe(true);
    store.set("/about", answer(["about-us"]), store.version());

    await redis.stop();
    await until(() => !sharedRedis()!.ready);
    expect(await sync(store)).toBe(false);
    expect(store.get("/about")).toBeUndefined();
    expect(await handler.get("k-down", FETCH_CONTEXT(["about-us"]))).toBeNull();
    await expect(handler.set("k-down", fetchValue("x"), SET_CONTEXT(["about-us"]))).resolves.toBeUndefined();
    await expect(handler.revalidateTag(["about-us"])).resolves.toBeUndefined();
    // Reconnection attempts go on meanwhile; each connection (this instance's and the other's) says so once.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(errors.mock.calls.filter(([message]) => String(message).startsWith("[cache] Redis unreachable"))).toHaveLength(2);

    await redis.start();
    await until(() => sharedRedis()!.ready);
    expect(logs.mock.calls.some(([message]) => String(message).startsWith("[cache] Redis is back"))).toBe(true);
    // Saves made meanwhile could not be recorded: everything is expired for every instance.
    await vi.waitFor(async () => expect(Object.keys(await other.times())).toContain(EVERYTHING), { timeout: 15_000 });
    expect(await sync(store)).toBe(true);
    await fill(handler, "k-after", ["about-us"], "new");
    expect(bodyOf(await handler.get("k-after", FETCH_CONTEXT(["about-us"])))).toBe("new");
    errors.mockRestore();
    logs.mockRestore();
  });
});
