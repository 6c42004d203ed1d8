import { serviceUnavailable } from "@/lib/http/http-error";

/**
 * How many bcrypt runs may be in flight in this process. Each takes a libuv thread for about
 * a quarter of a second; the rest of the pool stays free for files, compression and DNS.
 */
export const MAX_CONCURRENT_HASHES = 2;
/** What a client refused for lack of a slot is told to wait: about the length of a few runs. */
export const HASH_BUSY_RETRY_SECONDS = 2;

interface Slots {
  busy: number;
  waiting: Array<() => void>;
}

// On globalThis: the bound is per process, and the custom server and Next's bundled route
// code may load this module separately.
const holder = globalThis as typeof globalThis & { __ecopackHashSlots?: Slots };
const slots = (holder.__ecopackHashSlots ??= { busy: 0, waiting: [] });

function release(): void {
  const next = slots.waiting.shift();
  if (next) next();
  else slots.busy--;
}

/**
 * Runs one hash inside the bound. `whenBusy: "refuse"` (anything a stranger can trigger) throws
 * 503 with Retry-After at once; `"wait"` queues, for hashes that only a proven caller reaches
 * (a new password after the old one or a reset code was checked), which must not be lost.
 */
export async function withHashSlot<T>(whenBusy: "refuse" | "wait", work: () => Promise<T>): Promise<T> {
  if (slots.busy < MAX_CONCURRENT_HASHES) slots.busy++;
  else if (whenBusy === "refuse") throw serviceUnavailable(HASH_BUSY_RETRY_SECONDS);
  // The slot is handed over by release(): busy stays counted for it.
  else await new Promise<void>((resolve) => slots.waiting.push(resolve));
  try {
    return await work();
  } finally {
    release();
  }
}
