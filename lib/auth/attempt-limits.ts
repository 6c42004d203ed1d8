import { HttpError } from "@/lib/http/http-error";
import { checkRateLimit, hitRateLimit } from "@/lib/rate-limit/rate-limit";
import type { AttemptLimits } from "./auth-limits";
import type { AuthClient } from "./auth-client";
import { recordAuthEvent, type AuthAction } from "./record-auth-event";

function keys(client: AuthClient, username: string) {
  // Case-folded so "Admin" and "admin" share one budget.
  return { address: client.ip, addressAndUser: `${client.ip}|${username.trim().toLowerCase()}` };
}

async function audited(action: AuthAction, username: string, client: AuthClient, work: Promise<unknown>): Promise<void> {
  try {
    await work;
  } catch (error) {
    if (error instanceof HttpError && error.status === 429) await recordAuthEvent({ action, username, outcome: "rate_limited" }, client);
    throw error;
  }
}

/** Throws 429 (and audits it) when either bucket is already full, without counting this call. */
export function refuseIfLimited(limits: AttemptLimits, action: AuthAction, username: string, client: AuthClient): Promise<void> {
  const key = keys(client, username);
  return audited(action, username, client, Promise.all([checkRateLimit(limits.perAddressAndUser, key.addressAndUser), checkRateLimit(limits.perAddress, key.address)]));
}

/** Counts one attempt in both buckets; throws 429 (and audits it) once either is over. */
export function countAttempt(limits: AttemptLimits, action: AuthAction, username: string, client: AuthClient): Promise<void> {
  const key = keys(client, username);
  // Both buckets are counted even when the first one is already over.
  return audited(action, username, client, Promise.all([hitRateLimit(limits.perAddressAndUser, key.addressAndUser), hitRateLimit(limits.perAddress, key.address)]));
}
