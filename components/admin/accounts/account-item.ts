import type { AccountRow } from "@/lib/account/account-row";

/** An account as the browser receives it (dates as ISO strings). */
export type AccountItem = Omit<AccountRow, "created_at"> & { created_at: string };

export const ACCOUNTS_ENDPOINT = "/api/admin/accounts";

export const ROLE_LABELS = { editor: "Editor", owner: "Owner" } as const;
