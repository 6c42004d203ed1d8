import { EVERYTHING, type SharedExpiry } from "@/lib/cache/shared-expiry";
import type { ResponseStore } from "./response-store";

/** Brings a store up to date with saves made anywhere; false when that cannot be known right now. */
export type SyncStore = (store: ResponseStore) => Promise<boolean>;

/**
 * Keeps this instance's kept answers in step with saves made on any instance: before a kept
 * answer is served, one Redis read of the shared clock says whether any tag expired since the
 * last look; if so, the answers that showed a changed tag are dropped. While Redis cannot be
 * reached nothing kept can be trusted, so the store is emptied and every request renders.
 */
export function sharedInvalidation(expiry: SharedExpiry): SyncStore {
  let clock: string | null = null;
  const seen = new Map<string, string>();

  const syncNow = async (store: ResponseStore): Promise<boolean> => {
    try {
      if (!expiry.ready) throw new Error("Redis is not connected");
      const now = await expiry.clock();
      if (now === clock) return true;
      const times = await expiry.times();
      const changed = Object.entries(times)
        .filter(([tag, time]) => seen.get(tag) !== time)
        .map(([tag]) => tag);
      for (const tag of changed) seen.set(tag, times[tag]!);
      // The first look only learns the record: nothing was kept before it.
      if (clock !== null) {
        if (changed.includes(EVERYTHING)) store.clear();
        else store.invalidate(changed);
      }
      clock = now;
      return true;
    } catch {
      clock = null;
      seen.clear();
      store.clear();
      return false;
    }
  };

  // Requests that arrive in one turn of the event loop share one look, taken after all of them
  // arrived (so none misses a save it could have seen): one Redis read per turn, not per request.
  let batch: Promise<boolean> | null = null;
  return (store) =>
    (batch ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      batch = null;
      return syncNow(store);
    }));
}
