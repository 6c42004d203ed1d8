import type { LeadStatus } from "./lead-status";

/** A lead as the admin's lead list answers it (either kind: the fields one kind lacks are absent). */
export interface Lead {
  id: number;
  name: string;
  contact_no?: string;
  contact?: string;
  email: string;
  subject?: string;
  message?: string;
  mail_status: "pending" | "sent" | "failed" | "outbox" | "skipped";
  mail_error?: string | null;
  handled_at?: string | null;
  status: LeadStatus;
  note: string;
  /** Why the traps took it for a robot's ("honeypot", "too fast"). */
  spam_reason?: string | null;
  /** Milliseconds between the form's challenge and the post. */
  fill_ms?: number | null;
  created_at: string;
}

/** One page of leads, newest first: what `GET /api/leads/<slug>` answers as `data`. */
export interface LeadPage<Item = Lead> {
  items: Item[];
  page: number;
  pageSize: number;
  total: number;
}

/** What `GET /api/leads/counts` answers as `data`: leads per status of each kind, and the New ones of both. */
export interface LeadCounts {
  new: number;
  kinds: Record<"inquiries" | "brochure-requests", Record<LeadStatus, number>>;
}
