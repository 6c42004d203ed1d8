// What Next's data cache must do with either store (memory or Redis): serve a read until one of
// its tags expires, and never take a read that a save overtook for fresh.
import { describe, expect, it } from "vitest";
import DataCacheHandler from "@/lib/cache/data-cache-handler";

type Handler = DataCacheHandler;
export const FETCH_CONTEXT = (tags: string[]) => ({ kind: "FETCH", tags, softTags: [] }) as unknown as Parameters<Handler["get"]>[1];
export const SET_CONTEXT = (tags: string[]) => ({ fetchCache: true, tags }) as Parameters<Handler["set"]>[2];
export const fetchValue = (body: string) => ({ kind: "FETCH", revalidate: 600, data: { headers: {}, body, status: 200, url: "" } }) as unknown as Parameters<Handler["set"]>[1];
export const bodyOf = (entry: Awaited<ReturnType<Handler["get"]>>) => (entry?.value as { data: { body: string } } | undefined)?.data.body;

/** One read through the data cache: a miss, then its result stored (after `meanwhile`, if given). */
export async function fill(handler: Handler, key: string, tags: string[], body: string, meanwhile?: () => Promise<void>) {
  expect(await handler.get(key, FETCH_CONTEXT(tags))).toBeNull();
  await meanwhile?.();
  await handler.set(key, fetchValue(body), SET_CONTEXT(tags));
}

/** `expireElsewhere` expires tags the way a save does: on this instance or another one. */
export function describeDataCache(store: string, expireElsewhere: (tags: string[]) => Promise<void>) {
  describe(`Next's data cache (${store})`, () => {
    it("serves a read to every handler until one of its tags expires", async () => {
      const handler = new DataCacheHandler();
      await fill(handler, `${store}-shared`, ["main-categories"], "[1,2]");
      expect(bodyOf(await handler.get(`${store}-shared`, FETCH_CONTEXT(["main-categories"])))).toBe("[1,2]");
      // Next loads the handler once per route bundle: a second one reads the same entry.
      expect(bodyOf(await new DataCacheHandler().get(`${store}-shared`, FETCH_CONTEXT(["main-categories"])))).toBe("[1,2]");
      await expireElsewhere(["sliders"]);
      expect(bodyOf(await handler.get(`${store}-shared`, FETCH_CONTEXT(["main-categories"])))).toBe("[1,2]");
      await expireElsewhere(["main-categories"]);
      expect(await handler.get(`${store}-shared`, FETCH_CONTEXT(["main-categories"]))).toBeNull();
    });

    it("does not take a read that a save overtook for fresh", async () => {
      const handler = new DataCacheHandler();
      // The read starts, the save expires its tag, then the (old) result is stored.
      await fill(handler, `${store}-raced`, ["testimonials"], "old", () => expireElsewhere(["testimonials"]));
      expect(await handler.get(`${store}-raced`, FETCH_CONTEXT(["testimonials"]))).toBeNull();
      await fill(handler, `${store}-raced`, ["testimonials"], "new");
      expect(bodyOf(await handler.get(`${store}-raced`, FETCH_CONTEXT(["testimonials"])))).toBe("new");
    });

    it("dates concurrent misses of one read by the earliest", async () => {
      const first = new DataCacheHandler();
      const second = new DataCacheHandler();
      expect(await first.get(`${store}-concurrent`, FETCH_CONTEXT(["counters"]))).toBeNull();
      await expireElsewhere(["counters"]);
      await fill(second, `${store}-concurrent`, ["counters"], "late");
      // The early read finishes last, with what it read before the save.
      await first.set(`${store}-concurrent`, fetchValue("early"), SET_CONTEXT(["counters"]));
      expect(await first.get(`${store}-concurrent`, FETCH_CONTEXT(["counters"]))).toBeNull();
    });

    it("expires through Next's revalidateTag call on the handler", async () => {
      const handler = new DataCacheHandler();
      await fill(handler, `${store}-revalidated`, ["certificates"], "[3]");
      await handler.revalidateTag("certificates");
      expect(await new DataCacheHandler().get(`${store}-revalidated`, FETCH_CONTEXT(["certificates"]))).toBeNull();
    });
  });
}
