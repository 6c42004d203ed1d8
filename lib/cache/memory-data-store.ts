import type { DataCacheStore, StoredRead } from "./data-cache-store";
import { preciseNow } from "./precise-now";

const MAX_READS = 2_000;

/** The data cache of a single instance, in its own memory (least recently used reads go first). */
export class MemoryDataStore implements DataCacheStore {
  private readonly reads = new Map<string, { read: StoredRead; until: number }>();
  private readonly expired = new Map<string, number>();

  async read(key: string): Promise<StoredRead | null> {
    const kept = this.reads.get(key);
    if (!kept) return null;
    this.reads.delete(key);
    if (kept.until < Date.now()) return null;
    this.reads.set(key, kept);
    return kept.read;
  }

  async keep(key: string, read: StoredRead, seconds: number): Promise<void> {
    this.reads.delete(key);
    this.reads.set(key, { read, until: Date.now() + seconds * 1000 });
    if (this.reads.size > MAX_READS) this.reads.delete(this.reads.keys().next().value!);
  }

  async fresh(since: number, tags: readonly string[]): Promise<boolean> {
    return tags.every((tag) => (this.expired.get(tag) ?? -Infinity) < since);
  }

  async expire(tags: readonly string[]): Promise<void> {
    const now = preciseNow();
    for (const tag of tags) this.expired.set(tag, now);
  }
}
