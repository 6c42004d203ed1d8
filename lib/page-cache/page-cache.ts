import type { IncomingMessage, ServerResponse } from "node:http";
import { cacheableRequest, type CacheableRequest } from "./cache-key";
import { captureResponse } from "./capture-response";
import { cachedEntry, isShareable } from "./cached-entry";
import { installRenderTagBridge, REQUEST_ID_HEADER } from "@/lib/cache/render-tags";
import { ResponseStore, type CachedResponse } from "./response-store";
import { sendCached } from "./send-cached";
import type { SyncStore } from "./shared-invalidation";

export interface PageCacheOptions {
  /** Memory for kept answers (all encodings, heads and bookkeeping). */
  maxBytes: number;
  /** Most answers kept, whatever their size. */
  maxEntries: number;
  /** Bounds staleness after a write that bypassed the content API (a restore, a manual fix). */
  maxAgeMs: number;
  /** A larger answer is sent as it renders and not kept. */
  maxEntryBytes: number;
  /** With several instances: hears of saves made on the others before anything kept is served. */
  sync?: SyncStore;
}

interface RequestNotes {
  tags: Set<string>;
  failed: boolean;
  writes: Set<string>;
  /** Set when the request's id filter named no record: the ids that do exist. */
  knownIds: ReadonlySet<string> | null;
}

/** How often answers past their maximum age are dropped, read or not. */
const SWEEP_EVERY_MS = 60_000;

export interface PageCache {
  /**
   * Sends a kept answer at once, before any per-request machinery, and says so; false when the
   * request needs `handle` (not shareable, not kept yet, being filled, or with several
   * instances, where the shared store is asked first).
   */
  answerFromMemory(req: IncomingMessage, res: ServerResponse): boolean;
  /** The kept answer `answerFromMemory` would send, without sending it; undefined when it would not. */
  keptFor(req: IncomingMessage): CachedResponse | undefined;
  /** Answers a shareable request from memory, or lets `render` (Next) answer it and keeps the result. */
  handle(req: IncomingMessage, res: ServerResponse, render: () => Promise<void>): Promise<void>;
  readonly store: ResponseStore;
}

/**
 * The public pages and lists as rendered bytes in memory, in front of Next: a hit costs what a
 * static file costs, with no render and no database query. Renders note the cache tags of the
 * content they read (the same tags as Next's data cache); a save expires every answer that
 * showed one of its tags just before the save itself is answered.
 */
export function createPageCache(options: PageCacheOptions): PageCache {
  const store = new ResponseStore({ maxBytes: options.maxBytes, maxEntries: options.maxEntries, maxAgeMs: options.maxAgeMs });
  // Unref'd: the cache lives as long as the process and never keeps it alive.
  setInterval(() => store.sweep(), Math.min(SWEEP_EVERY_MS, options.maxAgeMs)).unref();
  const requests = new Map<string, RequestNotes>();
  // Concurrent misses of one key share one render (a cold cache under load renders each page once).
  const filling = new Map<string, Promise<void>>();

  installRenderTagBridge({
    noteTags: (id, tags) => tags.forEach((tag) => requests.get(id)?.tags.add(tag)),
    noteFailure: (id) => {
      const notes = requests.get(id);
      if (notes) notes.failed = true;
    },
    noteWrite: (id, tags) => tags.forEach((tag) => requests.get(id)?.writes.add(tag)),
    noteUnknownFilter: (id, known) => {
      const notes = requests.get(id);
      if (notes) notes.knownIds = new Set(known.map(String));
    },
    expireNow: (tags) => store.invalidate([...tags]),
  });

  /**
   * A save's answer must not reach the client before what it changed is expired. Next writes the
   * body, then waits for its own cache expiry (`revalidateTag`), then ends the answer; a client
   * that knows the length has the whole body before that end. So once a request has saved
   * something, its head and body are held back and sent at the end, after the kept answers are
   * expired.
   */
  function expireOnEnd(res: ServerResponse, notes: RequestNotes): void {
    const { write, end, flushHeaders } = res;
    res.flushHeaders = function holdHeadWhileSaving(this: ServerResponse) {
      if (!notes.writes.size) flushHeaders.call(this);
    };
    const held: Array<{ chunk: unknown; encoding?: BufferEncoding }> = [];
    res.write = function holdWhileSaving(this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
      if (!notes.writes.size) return (write as (...a: unknown[]) => boolean).call(this, chunk, ...rest);
      held.push({ chunk, encoding: typeof rest[0] === "string" ? (rest[0] as BufferEncoding) : undefined });
      const callback = rest.find((arg) => typeof arg === "function") as (() => void) | undefined;
      if (callback) process.nextTick(callback);
      return true;
    } as ServerResponse["write"];
    res.end = function endAfterExpiring(this: ServerResponse, ...args: unknown[]) {
      res.write = write;
      res.end = end;
      res.flushHeaders = flushHeaders;
      if (notes.writes.size) store.invalidate([...notes.writes]);
      for (const { chunk, encoding } of held) write.call(this, chunk as string, encoding as BufferEncoding);
      return (end as (...a: unknown[]) => ServerResponse).apply(this, args);
    } as ServerResponse["end"];
  }

  /**
   * The kept answer for a request: its own, or, for an id that is not among the ids the shared
   * "names nothing" answer was rendered with, that shared one (a stranger's ids cost no render).
   */
  function lookup({ key, unknown }: CacheableRequest): CachedResponse | undefined {
    const own = store.get(key);
    if (own || !unknown) return own;
    const shared = store.get(unknown.key);
    return shared?.sharedExcept && !shared.sharedExcept.has(unknown.id) ? shared : undefined;
  }

  async function fill(req: IncomingMessage, res: ServerResponse, { key, url, unknown, keep }: CacheableRequest, notes: RequestNotes, render: () => Promise<void>): Promise<void> {
    const acceptEncoding = req.headers["accept-encoding"];
    req.url = url;
    // Next would compress each answer; the cache compresses once when it keeps one.
    delete req.headers["accept-encoding"];
    const startedAt = store.version();
    const capture = captureResponse(res, options.maxEntryBytes);
    try {
      const rendering = render();
      const captured = await capture.done;
      if (captured) {
        if (keep && isShareable(captured) && !notes.failed) {
          const entry = await cachedEntry(captured, [...notes.tags]);
          // Every id naming no record shares one entry: a stranger's ids can not fill memory.
          if (notes.knownIds && unknown) store.set(unknown.key, { ...entry, sharedExcept: notes.knownIds }, startedAt);
          else store.set(key, entry, startedAt);
          sendCached(req, res, entry, "MISS", acceptEncoding);
        } else {
          res.writeHead(captured.status, captured.headers);
          res.end(req.method === "HEAD" ? undefined : captured.body);
        }
      }
      await rendering;
    } finally {
      capture.restore();
    }
  }

  async function respond(req: IncomingMessage, res: ServerResponse, notes: RequestNotes, render: () => Promise<void>): Promise<void> {
    const cacheable = cacheableRequest(req.method, req.url, req.headers);
    if (!cacheable) {
      if (req.method !== "GET" && req.method !== "HEAD") expireOnEnd(res, notes);
      return render();
    }
    const { key } = cacheable;
    // Unsure whether another instance saved something: render, and keep nothing.
    if (options.sync && !(await options.sync(store))) return render();
    await filling.get(key);
    const entry = lookup(cacheable);
    if (entry) return sendCached(req, res, entry, "HIT", req.headers["accept-encoding"]);
    // A HEAD has no body to keep; it is answered as Next answers it.
    if (req.method === "HEAD") return render();
    const pending = fill(req, res, cacheable, notes, render);
    const settled = pending.then(
      () => undefined,
      () => undefined,
    );
    filling.set(key, settled);
    void settled.then(() => filling.get(key) === settled && filling.delete(key));
    return pending;
  }

  function keptFor(req: IncomingMessage): CachedResponse | undefined {
    if (options.sync) return undefined;
    const cacheable = cacheableRequest(req.method, req.url, req.headers);
    return cacheable && !filling.has(cacheable.key) ? lookup(cacheable) : undefined;
  }

  function answerFromMemory(req: IncomingMessage, res: ServerResponse): boolean {
    const entry = keptFor(req);
    if (entry) sendCached(req, res, entry, "HIT", req.headers["accept-encoding"]);
    return entry !== undefined;
  }

  async function handle(req: IncomingMessage, res: ServerResponse, render: () => Promise<void>): Promise<void> {
    // The start-up server gives each request one id, never one a request in progress has.
    const id = req.headers[REQUEST_ID_HEADER];
    if (typeof id !== "string" || requests.has(id)) throw new Error("A request reached the page cache without an id of its own.");
    const notes: RequestNotes = { tags: new Set(), failed: false, writes: new Set(), knownIds: null };
    requests.set(id, notes);
    try {
      await respond(req, res, notes, render);
    } finally {
      requests.delete(id);
    }
  }

  return { answerFromMemory, keptFor, handle, store };
}
