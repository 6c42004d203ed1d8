/** The two kinds of leads the public forms store, and how the leads API names them. */
export interface Lead {
  id: number;
  name: string;
  contact_no?: string;
  contact?: string;
  email: string;
  subject?: string;
  message?: string;
  mail_status: "pending" | "sent" | "failed";
  mail_error?: string | null;
  handled_at?: string | null;
  created_at: string;
}

export interface LeadPage {
  items: Lead[];
  page: number;
  pageSize: number;
  total: number;
}

export interface LeadKind {
  key: "inquiries" | "brochure-requests";
  label: string;
  singular: string;
  endpoint: string;
  /** Whether rows carry a subject and message (inquiries) or only contact details. */
  hasMessage: boolean;
  empty: string;
}

export const LEAD_KINDS: LeadKind[] = [
  { key: "inquiries", label: "Inquiries", singular: "inquiry", endpoint: "/api/leads/inquiries", hasMessage: true, empty: "No inquiries yet" },
  {
    key: "brochure-requests",
    label: "Brochure requests",
    singular: "brochure request",
    endpoint: "/api/leads/brochure-requests",
    hasMessage: false,
    empty: "No brochure requests yet",
  },
];

export const LEADS_PAGE_SIZE = 20;
