import type { Db } from "@/lib/db";
import type { Prisma } from "@/lib/db/generated/client";
import type { ActivityAction } from "./activity-actions";

type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

/** Who acted and from where. `id` is null for a failed sign-in under a username no account has. */
export interface ActivityActor {
  id: number | null;
  username: string;
  /** The client address the start-up server vouched for. */
  address: string;
}

/** A signed-in account acting: what the routes hand the services that record their writes. */
export interface AccountActor extends ActivityActor {
  id: number;
}

export interface ActivityEntry {
  actor: ActivityActor;
  action: ActivityAction;
  /** A content type's key, `siteSettings`, or a lead kind's slug. */
  collection?: string;
  recordId?: number;
  /** The content version the write made, where versions are kept. */
  version?: number;
  /** Small facts that help read the entry (a title, changed field names); never a secret or a lead's personal data. */
  details?: Prisma.InputJsonObject;
  /** Defaults to the database's now(). */
  at?: Date;
}

/** The username and address come from clients (a failed sign-in's username is whatever was typed): clipped. */
const USERNAME_MAX = 200;
const ADDRESS_MAX = 100;

/**
 * Appends one entry to the activity log: one INSERT. Pass the transaction of the write it
 * records (`tx`), so a write that fails or rolls back records nothing; the root client works
 * too, and the answer is a PrismaPromise, so it also fits `prisma.$transaction([...])`.
 */
export function recordActivity(client: Pick<Tx, "activity">, entry: ActivityEntry) {
  return client.activity.create({
    data: {
      at: entry.at,
      account_id: entry.actor.id,
      account_username: entry.actor.username.slice(0, USERNAME_MAX),
      action: entry.action,
      collection: entry.collection ?? null,
      record_id: entry.recordId ?? null,
      version: entry.version ?? null,
      address: entry.actor.address.slice(0, ADDRESS_MAX),
      details: entry.details,
    },
    select: { id: true },
  });
}
