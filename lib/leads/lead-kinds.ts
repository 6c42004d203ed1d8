/**
 * The kinds of lead the admin reviews and exports, described once: the route handlers, the
 * service, the admin screen and the tests all read this. Pure data (no server imports) so the
 * admin's client components can read it too.
 */
export interface LeadKind {
  /** The kind's segment of its endpoints, `/api/leads/<slug>`; also the admin tab's id. */
  slug: "inquiries" | "brochure-requests";
  /** Prisma model accessor. */
  model: "inquiry" | "brochureRequest";
  /** The admin tab's title, e.g. "Inquiries". */
  label: string;
  /** One lead, capitalised, e.g. "Inquiry": the API's messages and the admin's switch labels. */
  singular: string;
  /** What the admin's table says when there is none. */
  empty: string;
  /** Whether rows carry a subject and message (inquiries) or only contact details. */
  hasMessage: boolean;
  /** Base of the CSV file name, e.g. `inquiries-2026-01-31.csv`. */
  fileName: string;
  /** CSV columns in order: record field and header. */
  columns: ReadonlyArray<{ field: string; header: string }>;
  /** The text fields the list's `q` filter searches. */
  searchFields: readonly string[];
  /** The subject of the administrator's reply (the Reply link). */
  replySubject: (lead: { subject?: string }) => string;
}

/** The leads one page of the admin's table shows, and what the list endpoint answers when not asked. */
export const LEAD_PAGE_SIZE = 20;

const TRACKING = [
  { field: "ip", header: "IP address" },
  { field: "mail_status", header: "Mail status" },
  { field: "mail_error", header: "Mail error" },
  { field: "handled_at", header: "Handled at" },
  // Added after the columns people's spreadsheets already read by position.
  { field: "status", header: "Status" },
  { field: "note", header: "Note" },
] as const;

/** Keyed by slug; in the order of the admin's tabs. */
export const LEAD_KINDS = {
  inquiries: {
    slug: "inquiries",
    model: "inquiry",
    label: "Inquiries",
    singular: "Inquiry",
    empty: "No inquiries yet",
    hasMessage: true,
    fileName: "inquiries",
    columns: [
      { field: "id", header: "ID" },
      { field: "created_at", header: "Received at" },
      { field: "name", header: "Name" },
      { field: "contact_no", header: "Contact number" },
      { field: "email", header: "Email" },
      { field: "subject", header: "Subject" },
      { field: "message", header: "Message" },
      ...TRACKING,
    ],
    searchFields: ["name", "email", "contact_no", "subject", "message", "note"],
    replySubject: (lead) => `Re: ${lead.subject ?? ""}`,
  },
  "brochure-requests": {
    slug: "brochure-requests",
    model: "brochureRequest",
    label: "Brochure requests",
    singular: "Brochure request",
    empty: "No brochure requests yet",
    hasMessage: false,
    fileName: "brochure-requests",
    columns: [
      { field: "id", header: "ID" },
      { field: "created_at", header: "Received at" },
      { field: "name", header: "Name" },
      { field: "contact", header: "Contact number" },
      { field: "email", header: "Email" },
      ...TRACKING,
    ],
    searchFields: ["name", "email", "contact", "note"],
    replySubject: () => "Your e-brochure request",
  },
} as const satisfies { [Slug in LeadKind["slug"]]: LeadKind & { slug: Slug } };

export const LEAD_KIND_LIST: LeadKind[] = Object.values(LEAD_KINDS);

/** The kind's list endpoint (GET, `?format=csv` for the export); `/<id>` after it changes one's status or note (PATCH). */
export function leadEndpoint(kind: Pick<LeadKind, "slug">): string {
  return `/api/leads/${kind.slug}`;
}

/** GET: how many leads of each kind are in each status (the dashboard's and the sidebar's New count). */
export const LEAD_COUNTS_ENDPOINT = "/api/leads/counts";
/** POST `{email}`: deletes every lead of one e-mail address, of both kinds (a data-protection request). */
export const LEAD_ERASE_ENDPOINT = "/api/leads/erase";
