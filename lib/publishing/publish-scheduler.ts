import { logger } from "@/lib/log/logger";
import { runPeriodically } from "@/lib/server/background-tasks";
import { publishDueDrafts } from "./publish-draft";

// Scheduled drafts are published within a minute of their time (contract §7).
export const PUBLISH_SCHEDULER_INTERVAL_MS = 20_000;

/** One run: every due draft published (see publishDueDrafts); what happened is logged. */
export async function publishDueDraftsNow(now?: Date) {
  const outcome = await publishDueDrafts(now);
  const log = logger();
  if (outcome.published.length) log.info(`[publish] published ${outcome.published.length} scheduled draft(s): ${outcome.published.map((item) => `${item.collection} #${item.id}`).join(", ")}`);
  for (const item of outcome.failed) log.warn(`[publish] could not publish the scheduled draft of ${item.collection} #${item.id} (unscheduled, kept as a draft): ${item.reason}`);
  for (const item of outcome.deferred) log.warn(`[publish] could not publish the scheduled draft of ${item.collection} #${item.id} now (still scheduled, tried again next run): ${item.reason}`);
  return outcome;
}

/** Runs at start and then periodically; the database rows are the schedule, so a restart loses nothing. */
export function startPublishScheduler(): () => void {
  return runPeriodically("publish scheduler", PUBLISH_SCHEDULER_INTERVAL_MS, () => publishDueDraftsNow());
}
