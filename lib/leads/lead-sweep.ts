import { config } from "@/lib/config/config";
import { db } from "@/lib/db";
import { logger } from "@/lib/log/logger";
import { runPeriodically } from "@/lib/server/background-tasks";

/** Spam is kept this long, whatever LEAD_RETENTION_DAYS says: long enough to rescue a real lead from it. */
export const SPAM_RETENTION_DAYS = 30;
/** How often the sweep runs; used challenges are kept at most this long past their expiry. */
export const LEAD_SWEEP_INTERVAL_MS = 10 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface LeadSweepResult {
  inquiries: number;
  brochureRequests: number;
  usedChallenges: number;
}

/**
 * Deletes spam older than SPAM_RETENTION_DAYS, every lead older than `retentionDays`, and the
 * record of used proof-of-work solutions past their expiry (an expired one is refused anyway).
 * Idempotent: several instances may sweep at once.
 */
export async function sweepLeads(now = new Date(), retentionDays = config().leadRetentionDays): Promise<LeadSweepResult> {
  const prisma = await db();
  const expired = {
    OR: [{ status: "spam" as const, created_at: { lt: new Date(now.getTime() - SPAM_RETENTION_DAYS * DAY_MS) } }, { created_at: { lt: new Date(now.getTime() - retentionDays * DAY_MS) } }],
  };
  const inquiries = await prisma.inquiry.deleteMany({ where: expired });
  const brochureRequests = await prisma.brochureRequest.deleteMany({ where: expired });
  const usedChallenges = await prisma.usedChallenge.deleteMany({ where: { expires_at: { lt: now } } });
  return { inquiries: inquiries.count, brochureRequests: brochureRequests.count, usedChallenges: usedChallenges.count };
}

/** Sweeps at start and then every LEAD_SWEEP_INTERVAL_MS (see runPeriodically). Answers a function that stops the timer. */
export function startLeadSweep(): () => void {
  return runPeriodically("lead sweep", LEAD_SWEEP_INTERVAL_MS, async () => {
    const { inquiries, brochureRequests } = await sweepLeads();
    if (inquiries + brochureRequests > 0) logger().info(`[leads] deleted ${inquiries} inquiries and ${brochureRequests} brochure requests past their retention`);
  });
}
