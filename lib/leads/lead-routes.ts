import { z } from "zod";
import { ok } from "@/lib/http/envelope";
import { badRequest } from "@/lib/http/http-error";
import { requireId } from "@/lib/http/record-id";
import { route } from "@/lib/api/route";
import { activityActor } from "@/lib/api/activity-actor";
import { EMAIL_ADDRESS } from "@/lib/config/address-patterns";
import { LEAD_PAGE_SIZE, type LeadKind } from "./lead-kinds";
import { countLeads, eraseLeadsOf, exportLeads, listLeads, updateLead, type LeadFilter } from "./lead-service";
import { ALL_STATUSES, isLeadStatus, LEAD_NOTE_MAX, LEAD_STATUS_LABELS, LEAD_STATUSES } from "./lead-status";
import { toCsv } from "./to-csv";

const NO_STORE = { "Cache-Control": "no-store" };
/** The longest text the list's `q` filter takes. */
export const LEAD_QUERY_MAX = 200;

/** PATCH `/api/leads/<kind>/<id>`: a status, a note, or both; `handled` is the older call (true: Contacted, false: New). */
export const leadChangeSchema = z
  .object({
    status: z.enum(LEAD_STATUSES, { error: `status must be one of ${LEAD_STATUSES.join(", ")}.` }).optional(),
    note: z.string({ error: "note must be text." }).max(LEAD_NOTE_MAX, `note may be at most ${LEAD_NOTE_MAX} characters.`).optional(),
    handled: z.boolean({ error: "handled must be true or false." }).optional(),
  })
  .refine((change) => change.status !== undefined || change.note !== undefined || change.handled !== undefined, "Send a status, a note or handled.")
  .refine((change) => change.status === undefined || change.handled === undefined, "Send a status or handled, not both.");

/** POST `/api/leads/erase`: the address whose every lead goes. */
export const leadEraseSchema = z.object({
  email: z
    .string({ error: "email is required." })
    .trim()
    .min(1, "email is required.")
    .max(254, "email is invalid.")
    .regex(EMAIL_ADDRESS, "email is invalid."),
});

function positiveInt(raw: string | null, fallback: number): number {
  return raw !== null && /^\d{1,9}$/.test(raw.trim()) && Number(raw) > 0 ? Number(raw) : fallback;
}

/** `?status=` (a status, `all`, or unset for all but spam) and `?q=`; an unknown status is a 400. */
function filterOf(params: URLSearchParams): LeadFilter {
  const status = params.get("status")?.trim() || undefined;
  if (status !== undefined && status !== ALL_STATUSES && !isLeadStatus(status)) throw badRequest(`Invalid status: use one of ${LEAD_STATUSES.join(", ")} or ${ALL_STATUSES}.`);
  const q = params.get("q")?.trim().slice(0, LEAD_QUERY_MAX) || undefined;
  return { status, q };
}

function csvResponse(kind: LeadKind, rows: Array<Record<string, unknown>>): Response {
  const csv = toCsv(
    kind.columns.map((column) => column.header),
    rows.map((row) => kind.columns.map((column) => row[column.field])),
  );
  const date = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${kind.fileName}-${date}.csv"`,
      ...NO_STORE,
    },
  });
}

/** The admin's lead endpoints of one kind: a paged, filtered list or CSV export, and changing one lead. */
export function leadRoutes(kind: LeadKind) {
  return {
    /**
     * GET `?page=1&pageSize=20` (default LEAD_PAGE_SIZE, at most MAX_PAGE_SIZE) `&status=&q=` →
     * `{success, data: {items, page, pageSize, total}}`; `?format=csv` → the export, same filters.
     */
    list: route({ auth: true }, async ({ request }) => {
      const params = new URL(request.url).searchParams;
      const filter = filterOf(params);
      if (params.get("format") === "csv") return csvResponse(kind, await exportLeads(kind, filter));
      const data = await listLeads(kind, positiveInt(params.get("page"), 1), positiveInt(params.get("pageSize"), LEAD_PAGE_SIZE), filter);
      return Response.json({ success: true, data }, { headers: NO_STORE });
    }),
    /** PATCH `[id]` with `{status?, note?}` or `{handled}`. */
    update: route({ auth: true, body: leadChangeSchema }, async (ctx) => {
      const { body } = ctx;
      const record = await updateLead(kind, requireId(ctx.params.id), body, activityActor(ctx));
      const message =
        body.handled !== undefined
          ? `${kind.singular} marked as ${body.handled ? "handled" : "open"}.`
          : body.status !== undefined
            ? `${kind.singular} marked as ${LEAD_STATUS_LABELS[body.status].toLowerCase()}.`
            : "Note saved.";
      return ok(message, record);
    }),
  };
}

/** GET /api/leads/counts: leads per status of each kind, and the New ones of both. */
export const leadCountsRoute = route({ auth: true }, async () => Response.json({ success: true, data: await countLeads() }, { headers: NO_STORE }));

/** POST /api/leads/erase `{email}`: every lead of that address is deleted (a data-protection request). */
export const leadEraseRoute = route({ auth: true, body: leadEraseSchema }, async (ctx) => {
  const { body } = ctx;
  const deleted = await eraseLeadsOf(body.email, activityActor(ctx));
  const total = deleted.inquiries + deleted["brochure-requests"];
  return ok(`Deleted ${total} ${total === 1 ? "lead" : "leads"} of ${body.email}.`, { email: body.email, deleted });
});
