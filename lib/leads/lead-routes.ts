import { z } from "zod";
import { ok } from "@/lib/http/envelope";
import { requireId } from "@/lib/http/record-id";
import { route } from "@/lib/api/route";
import { LEAD_PAGE_SIZE, type LeadKind } from "./lead-kinds";
import { exportLeads, listLeads, setLeadHandled } from "./lead-service";
import { toCsv } from "./to-csv";

const NO_STORE = { "Cache-Control": "no-store" };

export const handledSchema = z.object({ handled: z.boolean({ error: "handled must be true or false." }) });

function positiveInt(raw: string | null, fallback: number): number {
  return raw !== null && /^\d{1,9}$/.test(raw.trim()) && Number(raw) > 0 ? Number(raw) : fallback;
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

/** The admin's lead endpoints of one kind: a paged list or CSV export, and marking handled. */
export function leadRoutes(kind: LeadKind) {
  return {
    /** GET `?page=1&pageSize=20` (default LEAD_PAGE_SIZE, at most MAX_PAGE_SIZE) → `{success, data: {items, page, pageSize, total}}`; `?format=csv` → the export. */
    list: route({ auth: true }, async ({ request }) => {
      const params = new URL(request.url).searchParams;
      if (params.get("format") === "csv") return csvResponse(kind, await exportLeads(kind));
      const data = await listLeads(kind, positiveInt(params.get("page"), 1), positiveInt(params.get("pageSize"), LEAD_PAGE_SIZE));
      return Response.json({ success: true, data }, { headers: NO_STORE });
    }),
    /** PATCH `[id]` with `{handled: boolean}`. */
    update: route({ auth: true, body: handledSchema }, async ({ params, body }) => {
      const record = await setLeadHandled(kind, requireId(params.id), body.handled);
      return ok(body.handled ? `${kind.singular} marked as handled.` : `${kind.singular} marked as open.`, record);
    }),
  };
}
