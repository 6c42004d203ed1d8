/**
 * The pipeline a lead moves through, as the sales side works it, and Spam, where the traps and
 * the administrator set robots' posts aside. Pure data: the admin's screens read it too.
 */
export const LEAD_STATUSES = ["new", "contacted", "qualified", "won", "lost", "spam"] as const;

export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  won: "Won",
  lost: "Lost",
  spam: "Spam",
};

/** The list's `status` filter: one status, `all`, or (unasked) every status but spam. */
export const ALL_STATUSES = "all";

/** The longest note a lead keeps. */
export const LEAD_NOTE_MAX = 5000;

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === "string" && (LEAD_STATUSES as readonly string[]).includes(value);
}
