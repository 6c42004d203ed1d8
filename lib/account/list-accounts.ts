import { db } from "@/lib/db";
import { ACCOUNT_SELECT, accountRow, type AccountRow } from "./account-row";

/** Every account, oldest first (the first owner on top). */
export async function listAccounts(): Promise<AccountRow[]> {
  const prisma = await db();
  const rows = await prisma.admin.findMany({ select: ACCOUNT_SELECT, orderBy: { id: "asc" } });
  return rows.map(accountRow);
}
