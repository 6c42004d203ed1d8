import type { CachedFetchValue } from "next/dist/server/response-cache/types";

/** One public read kept by Next's data cache. */
export interface StoredRead {
  /** When the read behind it started: a tag expired after that makes it stale. */
  lastModified: number;
  tags: string[];
  value: CachedFetchValue;
}

/**
 * Where the data cache keeps reads and when each tag last expired: this process's memory (one
 * instance) or Redis (several). Whatever fails is a miss, never an error: the page then reads
 * the database.
 */
export interface DataCacheStore {
  read(key: string): Promise<StoredRead | null>;
  keep(key: string, read: StoredRead, seconds: number): Promise<void>;
  /** Whether nothing of `tags` expired at or after `since`. */
  fresh(since: number, tags: readonly string[]): Promise<boolean>;
  expire(tags: readonly string[]): Promise<void>;
}
