import { preciseNow } from "./precise-now";
import { sharedRedis, type SharedRedis } from "./shared-redis";

/** The tag that stands for every tag: expired when saves may have gone unheard. */
export const EVERYTHING = "*";

/**
 * When each cache tag was last expired, by any instance, kept in Redis: Next's data cache checks
 * an entry's tags against it, and the response caches hear of saves through its clock (one read
 * per request says whether anything changed). A loss of Redis is answered conservatively: once
 * it is back, everything cached before is treated as expired, since saves made meanwhile could
 * not be recorded.
 */
export class SharedExpiry {
  /** Entries stored before this time are not trusted (set when Redis comes back). */
  private notBefore = 0;
  /** An expiry could not be recorded; the next one that can expires everything. */
  private missed = false;

  constructor(private readonly redis: SharedRedis) {
    redis.onRecovered(() => {
      this.notBefore = preciseNow();
      this.missed = true;
      void this.expire([]).catch(() => {});
    });
  }

  get ready(): boolean {
    return this.redis.ready;
  }

  get client() {
    return this.redis.client;
  }

  key(name: string): string {
    return `${this.redis.prefix}${name}`;
  }

  /** Records that `tags` expired now. A failure is remembered, not thrown: the save itself is done. */
  async expire(tags: readonly string[]): Promise<void> {
    const all = this.missed ? [...tags, EVERYTHING] : [...tags];
    if (all.length === 0) return;
    try {
      if (!this.redis.ready) throw new Error("Redis is not connected");
      const now = String(preciseNow());
      await this.redis.client
        .multi()
        .hSet(this.key("expired"), Object.fromEntries(all.map((tag) => [tag, now])))
        .incr(this.key("clock"))
        .exec();
      this.missed = false;
    } catch {
      this.missed = true;
    }
  }

  /** Whether something stored at `storedAt` under `tags` is still fresh (throws while Redis is away). */
  async fresh(storedAt: number, tags: readonly string[]): Promise<boolean> {
    if (storedAt < this.notBefore) return false;
    const times = await this.redis.client.hmGet(this.key("expired"), [...tags, EVERYTHING]);
    return times.every((time) => time === null || Number(time) < storedAt);
  }

  /** A value that changes with every recorded expiry. */
  async clock(): Promise<string> {
    return (await this.redis.client.get(this.key("clock"))) ?? "0";
  }

  /** Every tag's last expiry time. */
  async times(): Promise<Record<string, string>> {
    return this.redis.client.hGetAll(this.key("expired"));
  }
}

const holder = globalThis as typeof globalThis & { __ecopackSharedExpiry?: SharedExpiry | null };

/** The process's shared expiry record, or null when there is no Redis (one instance, in-process caches). */
export function sharedExpiry(): SharedExpiry | null {
  if (holder.__ecopackSharedExpiry !== undefined) return holder.__ecopackSharedExpiry;
  const redis = sharedRedis();
  holder.__ecopackSharedExpiry = redis ? new SharedExpiry(redis) : null;
  return holder.__ecopackSharedExpiry;
}
