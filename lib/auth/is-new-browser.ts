import { db } from "@/lib/db";
import { browserKey } from "./browser-label";

/** How long an ended or expired session still vouches for its browser; the sweep deletes it after. */
export const KNOWN_BROWSER_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
// Enough for a month of sign-ins; past it, the worst case is one mail too many.
const LOOK_BACK_ROWS = 500;

/**
 * True when the account has signed in before but has no live or recent session from this
 * browser (family and system, see browserKey). The account's very first sign-in is not new:
 * there is nothing to compare with, and the sweep always keeps an account's newest row.
 */
export async function isNewBrowser(adminId: number, userAgent: string, now = new Date()): Promise<boolean> {
  const prisma = await db();
  const rows = await prisma.adminSession.findMany({
    where: { admin_id: adminId },
    select: { user_agent: true, ended_at: true, expires_at: true },
    orderBy: { created_at: "desc" },
    take: LOOK_BACK_ROWS,
  });
  if (rows.length === 0) return false;
  const since = now.getTime() - KNOWN_BROWSER_DAYS * DAY_MS;
  const key = browserKey(userAgent);
  return !rows.some((row) => (row.ended_at ?? row.expires_at).getTime() > since && browserKey(row.user_agent) === key);
}
