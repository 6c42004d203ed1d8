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
  /**
   * Kept for a filter naming no record: answers every value of the filter except these (the ids
   * that existed when it was rendered; a save of them expires it with its tags).
   */
  sharedExcept?: ReadonlySet<string>;
}

export interface ResponseStoreOptions {
  /** Least recently used answers are dropped past this many bytes (bodies, heads, keys, bookkeeping). */
  maxBytes: number;
  /** ... or past this many answers, whatever their size. */
  maxEntries: number;
  /** A safety net for writes that bypass the content API; saves expire entries at once. */
  maxAgeMs: number;
  now?: () => number;
}

/** What a kept answer costs beyond its bytes: the Map slot, the entry object, its head objects. */
export const ENTRY_OVERHEAD_BYTES = 1024;

function sizeOf(key: string, entry: CachedResponse): number {
  let head = 0;
  for (const name in entry.headers) head += name.length + entry.headers[name]!.length;
  for (const tag of entry.tags) head += tag.length;
  // Strings are counted at two bytes a character, as V8 may store them.
  for (const value of entry.sharedExcept ?? []) head += value.length + 16;
  return ENTRY_OVERHEAD_BYTES + 2 * (key.length + head + entry.etag.length + entry.lastModified.length) + entry.body.length + (entry.gzip?.length ?? 0) + (entry.br?.length ?? 0);
}

/**
 * Rendered answers by cache key, bounded in bytes and in entries, expired by tag and by age.
 * Invalidation is ordered by a sequence number, not a clock: a render that started before a save
 * of one of its tags is never stored, so a slow render can not put back what the save just expired.
 */
export class ResponseStore {
  private readonly entries = new Map<string, { entry: CachedResponse; size: number }>();
  private readonly tagVersions = new Map<string, number>();
  private sequence = 0;
  private clearedAt = 0;
  private bytes = 0;
  /** The key at the end of `entries` (most recently used), or undefined when unknown. */
  private newest: string | undefined;
  private readonly now: () => number;

  constructor(private readonly options: ResponseStoreOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Marks the start of a render; pass it back to `set`. */
  version(): number {
    return this.sequence;
  }

  get(key: string): CachedResponse | undefined {
    const kept = this.entries.get(key);
    if (!kept) return undefined;
    if (this.expired(kept.entry)) {
      this.delete(key);
      return undefined;
    }
    // Re-inserting keeps the Map in least-recently-used order; the answer read last is already
    // at the end (a hot page or list under load is read many times in a row).
    if (key !== this.newest) {
      this.entries.delete(key);
      this.entries.set(key, kept);
      this.newest = key;
    }
    return kept.entry;
  }

  /** Stores `entry` unless one of its tags was invalidated after `startedAt`; says whether it did. */
  set(key: string, entry: CachedResponse, startedAt: number): boolean {
    if (this.clearedAt > startedAt || entry.tags.some((tag) => (this.tagVersions.get(tag) ?? 0) > startedAt)) return false;
    const size = sizeOf(key, entry);
    if (size > this.options.maxBytes) return false;
    this.delete(key);
    this.entries.set(key, { entry, size });
    this.newest = key;
    this.bytes += size;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.options.maxBytes && this.entries.size <= this.options.maxEntries) break;
      this.delete(oldest);
    }
    return true;
  }

  /** Drops every answer past its maximum age; the server runs it on a timer. */
  sweep(): void {
    for (const [key, { entry }] of this.entries) if (this.expired(entry)) this.delete(key);
  }

  invalidate(tags: readonly string[]): void {
    if (tags.length === 0) return;
    this.sequence += 1;
    for (const tag of tags) this.tagVersions.set(tag, this.sequence);
    for (const [key, { entry }] of this.entries) {
      if (entry.tags.some((tag) => tags.includes(tag))) this.delete(key);
    }
  }

  /** Drops every answer (content may have changed while saves could not be heard of). */
  clear(): void {
    this.sequence += 1;
    this.clearedAt = this.sequence;
    this.entries.clear();
    this.newest = undefined;
    this.tagVersions.clear();
    this.bytes = 0;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private expired(entry: CachedResponse): boolean {
    return this.now() - entry.storedAt > this.options.maxAgeMs;
  }

  private delete(key: string): void {
    const kept = this.entries.get(key);
    if (!kept) return;
    if (key === this.newest) this.newest = undefined;
    this.entries.delete(key);
    this.bytes -= kept.size;
  }
}
