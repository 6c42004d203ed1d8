/** A lead as the admin's lead list answers it (either kind: the fields one kind lacks are absent). */
export interface Lead {
  id: number;
  name: string;
  contact_no?: string;
  contact?: string;
  email: string;
  subject?: string;
  message?: string;
  mail_status: "pending" | "sent" | "failed" | "outbox";
  mail_error?: string | null;
  handled_at?: string | null;
  created_at: string;
}

/** One page of leads, newest first: what `GET /api/leads/<slug>` answers as `data`. */
export interface LeadPage<Item = Lead> {
  items: Item[];
  page: number;
  pageSize: number;
  total: number;
}
