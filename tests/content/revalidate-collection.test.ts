import { beforeEach, describe, expect, it, vi } from "vitest";
import { COLLECTION_LIST, COLLECTIONS } from "@/lib/content/collections";
import { cacheTagsOf, revalidateCollection } from "@/lib/content/revalidate-collection";

const mocks = vi.hoisted(() => ({ revalidateTag: vi.fn() }));
vi.mock("next/cache", async (importOriginal) => ({ ...(await importOriginal<typeof import("next/cache")>()), revalidateTag: mocks.revalidateTag }));

const actual = await vi.importActual<typeof import("next/cache")>("next/cache");

beforeEach(() => {
  mocks.revalidateTag.mockReset();
});

describe("revalidateCollection", () => {
  it("expires the collection's tag at once, plus the tags of collections showing its records", async () => {
    await revalidateCollection(COLLECTIONS.mainCategories);
    expect(mocks.revalidateTag.mock.calls).toEqual([
      ["main-categories", { expire: 0 }],
      ["subcategories", { expire: 0 }],
    ]);
    expect(cacheTagsOf(COLLECTIONS.sliders)).toEqual(["sliders"]);
  });

  it("every collection has its own tag", () => {
    const tags = COLLECTION_LIST.map((def) => def.cacheTag);
    expect(new Set(tags).size).toBe(tags.length);
  });

  it("outside a Next request (tests, scripts) there is nothing to expire: skipped", async () => {
    mocks.revalidateTag.mockImplementation(actual.revalidateTag);
    expect(() => actual.revalidateTag("x", { expire: 0 })).toThrow(/static generation store missing/);
    await expect(revalidateCollection(COLLECTIONS.sliders)).resolves.toBeUndefined();
  });

  it("any other failure propagates", async () => {
    mocks.revalidateTag.mockImplementation(() => {
      throw new Error("cache handler down");
    });
    await expect(revalidateCollection(COLLECTIONS.sliders)).rejects.toThrow("cache handler down");
  });
});
