// Next's data cache stood in for by a store that keeps each entry under its tags and expires
// them as revalidateTag does; everything else of `next/cache` is the real module. Used as
//   vi.mock("next/cache", async (original) => (await import("../support/memory-data-cache")).nextCacheInMemory(original));
type NextCache = typeof import("next/cache");

/** What the stand-in holds: entries by key, and the keys filled, in order. */
export const memoryDataCache = { entries: new Map<string, { value: unknown; tags: string[] }>(), fills: [] as string[] };

export async function nextCacheInMemory(original: <T>() => Promise<T>): Promise<NextCache> {
  return {
    ...(await original<NextCache>()),
    unstable_cache:
      <Args extends unknown[], Result>(read: (...args: Args) => Promise<Result>, keyParts?: string[], options: { tags?: string[] } = {}) =>
      async (...args: Args): Promise<Result> => {
        const key = JSON.stringify([keyParts, args]);
        if (!memoryDataCache.entries.has(key)) {
          memoryDataCache.fills.push(key);
          memoryDataCache.entries.set(key, { value: await read(...args), tags: options.tags ?? [] });
        }
        return memoryDataCache.entries.get(key)!.value as Result;
      },
    revalidateTag: (tag: string) => {
      for (const [key, entry] of memoryDataCache.entries) if (entry.tags.includes(tag)) memoryDataCache.entries.delete(key);
    },
  } as NextCache;
}
