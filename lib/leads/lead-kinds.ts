/** A kind of lead the admin can review and export: the contact-form inquiries and brochure requests. */
export interface LeadKind {
  /** Prisma model accessor. */
  model: "inquiry" | "brochureRequest";
  label: string;
  /** Base of the CSV file name, e.g. `inquiries-2026-01-31.csv`. */
  fileName: string;
  /** CSV columns in order: record field and header. */
  columns: ReadonlyArray<{ field: string; header: string }>;
}

const TRACKING = [
  { field: "ip", header: "IP address" },
  { field: "mail_status", header: "Mail status" },
  { field: "mail_error", header: "Mail error" },
  { field: "handled_at", header: "Handled at" },
] as const;

export const LEAD_KINDS = {
  inquiries: {
    model: "inquiry",
    label: "Inquiry",
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
  },
  brochureRequests: {
    model: "brochureRequest",
    label: "Brochure request",
    fileName: "brochure-requests",
    columns: [
      { field: "id", header: "ID" },
      { field: "created_at", header: "Received at" },
      { field: "name", header: "Name" },
      { field: "contact", header: "Contact number" },
      { field: "email", header: "Email" },
      ...TRACKING,
    ],
  },
} as const satisfies Record<string, LeadKind>;
