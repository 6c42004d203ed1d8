import { countHit, giveBack, isFirstRefusal, refusalFor, type BucketHit } from "@/lib/rate-limit/rate-limit";
import type { AttemptLimits } from "./auth-limits";
import type { AuthClient } from "./auth-client";
import { recordAuthEvent, type AuthAction } from "./record-auth-event";

export interface Attempt {
  /** Gives the attempt back: its check succeeded, or never ran. */
  release(): Promise<void>;
}

/** 429 for a refused hit, audited once per bucket window. */
async function refuse(hit: BucketHit, action: AuthAction, username: string, client: AuthClient): Promise<never> {
  if (await isFirstRefusal(hit)) await recordAuthEvent({ action, username, outcome: "rate_limited" }, client);
  throw refusalFor([hit]);
}

/**
 * Counts one attempt before the check it guards, so parallel guesses cannot all pass a "not yet
 * over" test and then all be checked: first by address, then, only while the address is allowed,
 * by address with the case-folded username. A refused address therefore adds no row per new
 * username it tries. Over either limit: 429, audited once per bucket window.
 */
export async function reserveAttempt(limits: AttemptLimits, action: AuthAction, username: string, client: AuthClient): Promise<Attempt> {
  const byAddress = await countHit(limits.perAddress, client.ip);
  if (!byAddress.allowed) return refuse(byAddress, action, username, client);
  const byUser = await countHit(limits.perAddressAndUser, client.ip, username.trim().toLowerCase());
  if (!byUser.allowed) return refuse(byUser, action, username, client);
  return {
    release: async () => {
      await Promise.all([giveBack(byAddress), giveBack(byUser)]);
    },
  };
}
