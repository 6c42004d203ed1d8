import { countHit, giveBack, isFirstRefusal, refusalFor } from "@/lib/rate-limit/rate-limit";
import type { AttemptLimits } from "./auth-limits";
import type { AuthClient } from "./auth-client";
import { recordAuthEvent, type AuthAction } from "./record-auth-event";

export interface Attempt {
  /** Gives the attempt back: its check succeeded, or never ran. */
  release(): Promise<void>;
}

/**
 * Counts one attempt in both buckets (by address, and by address with the case-folded
 * username) before the check it guards, so parallel guesses cannot all pass a "not yet over"
 * test and then all be checked. Over either limit: 429, audited once per bucket window.
 */
export async function reserveAttempt(limits: AttemptLimits, action: AuthAction, username: string, client: AuthClient): Promise<Attempt> {
  // Both buckets are counted even when one is already over.
  const hits = await Promise.all([countHit(limits.perAddressAndUser, client.ip, username.trim().toLowerCase()), countHit(limits.perAddress, client.ip)]);
  const refused = hits.filter((hit) => !hit.allowed);
  if (refused.length > 0) {
    const first = await Promise.all(refused.map(isFirstRefusal));
    if (first.some(Boolean)) await recordAuthEvent({ action, username, outcome: "rate_limited" }, client);
    throw refusalFor(refused);
  }
  return {
    release: async () => {
      await Promise.all(hits.map(giveBack));
    },
  };
}
