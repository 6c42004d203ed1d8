/** One cached answer: the bytes Next rendered, pre-compressed, with what a conditional GET needs. */
export interface CachedResponse {
  status: number;
  /** Next's own headers, less the ones the cache sets per answer (length, encoding, validators). */
  headers: Record<string, string>;
  body: Buffer;
  gzip?: Buffer;
  br?: Buffer;
  etag: string;
  lastModified: string;
  tags: readonly string[];
  storedAt: number;
}

export interface ResponseStoreOptions {
  /** Least recently used answers are dropped past this many bytes. */
  maxBytes: number;
  /** A safety net for writes that bypass the content API; saves expire entries at once. */
  maxAgeMs: number;
  now?: () => number;
}

const sizeOf = (entry: CachedResponse) => entry.body.length + (entry.gzip?.length ?? 0) + (entry.br?.length ?? 0);

/**
 * Rendered answers by cache key, bounded in bytes, expired by tag. Invalidation is ordered by a
 * sequence number, not a clock: a render that started before a save of one of its tags is never
 * stored, so a slow render can not put back what the save just expired.
 */
export class ResponseStore {
  private readonly entries = new Map<string, CachedResponse>();
  private readonly tagVersions = new Map<string, number>();
  private sequence = 0;
  private clearedAt = 0;
  private bytes = 0;
  private readonly now: () => number;

  constructor(private readonly options: ResponseStoreOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Marks the start of a render; pass it back to `set`. */
  version(): number {
    return this.sequence;
  }

  get(key: string): CachedResponse | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.storedAt > this.options.maxAgeMs) {
      this.delete(key);
      return undefined;
    }
    // Re-inserting keeps the Map in least-recently-used order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** Stores `entry` unless one of its tags was invalidated after `startedAt`; says whether it did. */
  set(key: string, entry: CachedResponse, startedAt: number): boolean {
    if (this.clearedAt > startedAt || entry.tags.some((tag) => (this.tagVersions.get(tag) ?? 0) > startedAt)) return false;
    const size = sizeOf(entry);
    if (size > this.options.maxBytes) return false;
    this.delete(key);
    this.entries.set(key, entry);
    this.bytes += size;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.options.maxBytes) break;
      this.delete(oldest);
    }
    return true;
  }

  invalidate(tags: readonly string[]): void {
    if (tags.length === 0) return;
    this.sequence += 1;
    for (const tag of tags) this.tagVersions.set(tag, this.sequence);
    for (const [key, entry] of this.entries) {
      if (entry.tags.some((tag) => tags.includes(tag))) this.delete(key);
    }
  }

  /** Drops every answer (content may have changed while saves could not be heard of). */
  clear(): void {
    this.sequence += 1;
    this.clearedAt = this.sequence;
    this.entries.clear();
    this.tagVersions.clear();
    this.bytes = 0;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= sizeOf(entry);
  }
}
