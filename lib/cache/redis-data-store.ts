import type { DataCacheStore, StoredRead } from "./data-cache-store";
import type { SharedExpiry } from "./shared-expiry";

/** The data cache of several instances: reads in Redis, judged against the shared expiry record. */
export class RedisDataStore implements DataCacheStore {
  constructor(private readonly expiry: SharedExpiry) {}

  async read(key: string): Promise<StoredRead | null> {
    if (!this.expiry.ready) return null;
    const raw = await this.expiry.client.get(this.expiry.key(`data:${key}`)).catch(() => null);
    return raw ? (JSON.parse(raw) as StoredRead) : null;
  }

  async keep(key: string, read: StoredRead, seconds: number): Promise<void> {
    if (!this.expiry.ready) return;
    await this.expiry.client.set(this.expiry.key(`data:${key}`), JSON.stringify(read), { expiration: { type: "EX", value: seconds } }).catch(() => {});
  }

  async fresh(since: number, tags: readonly string[]): Promise<boolean> {
    return this.expiry.fresh(since, tags).catch(() => false);
  }

  expire(tags: readonly string[]): Promise<void> {
    return this.expiry.expire(tags);
  }
}
