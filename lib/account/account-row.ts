import type { AdminRole } from "@/lib/auth/require-admin";

/** An account as the Accounts calls answer it: never the hash or token version. */
export interface AccountRow {
  id: number;
  username: string;
  email: string;
  role: AdminRole;
  disabled: boolean;
  /** True while its invite link is still to be used: the account has no password of its own yet. */
  invited: boolean;
  created_at: Date;
}

/** What a query selects to build an AccountRow. */
export const ACCOUNT_SELECT = {
  id: true,
  username: true,
  email: true,
  role: true,
  disabled: true,
  created_at: true,
  invites: { select: { used_at: true } },
} as const;

interface Selected extends Omit<AccountRow, "invited"> {
  invites: Array<{ used_at: Date | null }>;
}

export function accountRow({ invites, ...account }: Selected): AccountRow {
  return { ...account, invited: invites.length > 0 && invites.every((invite) => invite.used_at === null) };
}
