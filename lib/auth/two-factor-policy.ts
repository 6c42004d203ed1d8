import { preciseNow } from "@/lib/cache/precise-now";
import { sharedExpiry } from "@/lib/cache/shared-expiry";
import { db } from "@/lib/db";

/** The `settings` row of "require two factors for every account"; absent means off. */
const REQUIRED_FOR_ALL_KEY = "two_factor.required_for_all";
/** The shared-expiry tag a change expires, so every instance drops the answer it keeps. */
export const TWO_FACTOR_POLICY_TAG = "two-factor-policy";
/** How long a process answers from memory: every protected call asks, the answer rarely changes. */
export const TWO_FACTOR_POLICY_KEEP_MS = 1_000;

interface Kept {
  required: boolean;
  /** When the read that gave it started: a change recorded after this makes it stale. */
  readAt: number;
}

// On globalThis: the custom server and Next's bundled route code may load this module separately,
// and a change made through one copy must drop what the other keeps.
const holder = globalThis as typeof globalThis & { __ecopackTwoFactorPolicy?: { kept: Kept | null; changes: number } };
const policy = () => (holder.__ecopackTwoFactorPolicy ??= { kept: null, changes: 0 });

/**
 * Whether the kept answer still holds: younger than the keep time and, with several instances,
 * older than any change another instance recorded. While Redis cannot be asked, it does not.
 */
async function stillHolds(kept: Kept): Promise<boolean> {
  if (preciseNow() - kept.readAt >= TWO_FACTOR_POLICY_KEEP_MS) return false;
  const expiry = sharedExpiry();
  if (!expiry) return true;
  try {
    return expiry.ready && (await expiry.fresh(kept.readAt, [TWO_FACTOR_POLICY_TAG]));
  } catch {
    return false;
  }
}

/**
 * Read on every protected call, so answered from memory for up to TWO_FACTOR_POLICY_KEEP_MS; a
 * change drops it at once in this process and, through the shared expiry record (lib/cache), in
 * every other instance.
 */
export async function twoFactorRequiredForAll(): Promise<boolean> {
  const state = policy();
  if (state.kept && (await stillHolds(state.kept))) return state.kept.required;
  const changes = state.changes;
  const readAt = preciseNow();
  const row = await (await db()).setting.findUnique({ where: { key: REQUIRED_FOR_ALL_KEY }, select: { value: true } });
  const required = row?.value === "true";
  // A change made while this read was on its way may not have been seen by it: not kept.
  if (state.changes === changes) state.kept = { required, readAt };
  return required;
}

export async function setTwoFactorRequiredForAll(required: boolean): Promise<void> {
  const value = String(required);
  await (await db()).setting.upsert({ where: { key: REQUIRED_FOR_ALL_KEY }, create: { key: REQUIRED_FOR_ALL_KEY, value }, update: { value } });
  const state = policy();
  state.changes += 1;
  state.kept = null;
  await sharedExpiry()?.expire([TWO_FACTOR_POLICY_TAG]);
}
