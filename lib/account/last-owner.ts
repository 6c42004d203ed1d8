import type { Db } from "@/lib/db";
import { HttpError } from "@/lib/http/http-error";
import { ACCOUNT } from "./account-texts";

type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

/**
 * Locks the enabled owners' rows for the rest of the transaction and answers their ids. Two
 * owners demoting each other at once: the second waits for the first, and then no longer finds
 * the demoted row (PostgreSQL re-checks a locked row's condition after the wait), so the pair
 * can never leave zero owners.
 */
export async function lockEnabledOwners(tx: Tx): Promise<number[]> {
  const rows = await tx.$queryRaw<Array<{ id: number }>>`SELECT id FROM admins WHERE role = 'owner' AND NOT disabled ORDER BY id FOR UPDATE`;
  return rows.map((row) => row.id);
}

/** 409 `last_owner` when the account is the only enabled owner and would stop being one. */
export function guardLastOwner(owners: number[], id: number, staysEnabledOwner: boolean): void {
  if (!staysEnabledOwner && owners.length === 1 && owners[0] === id) throw new HttpError(409, ACCOUNT.lastOwner, undefined, undefined, "last_owner");
}
