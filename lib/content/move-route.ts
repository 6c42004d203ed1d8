import { z } from "zod";
import { ok } from "@/lib/http/envelope";
import { notFound } from "@/lib/http/http-error";
import { MAX_INT4, requireId } from "@/lib/http/record-id";
import { route } from "@/lib/api/route";
import { activityActor } from "@/lib/api/activity-actor";
import type { RecordMove } from "./collection-order";
import { collectionService } from "./collection-service";
import { COLLECTION_LIST } from "./collections";

const POSITION = "Position must be a whole number of at least 1.";

/** `{direction}` from the up and down buttons, or `{position}` (1-based) from drag and drop. */
export const moveSchema = z
  .object({
    direction: z.enum(["up", "down"], { error: 'Direction must be "up" or "down".' }).optional(),
    position: z.int({ error: POSITION }).min(1, { error: POSITION }).max(MAX_INT4, { error: POSITION }).optional(),
  })
  .refine((body) => (body.direction === undefined) !== (body.position === undefined), { error: 'Send either a direction ("up" or "down") or a position.' })
  .transform((body): RecordMove => (body.position !== undefined ? { position: body.position } : { direction: body.direction ?? "up" }));

export const MOVED = "Order updated.";

/** PATCH /api/admin/move/{collection}/{id} `{direction}` or `{position}`: moves a record of an ordered collection. Admin. */
export const moveRoute = route({ auth: true, body: moveSchema }, async (ctx) => {
  const def = COLLECTION_LIST.find((candidate) => candidate.key === ctx.params.collection && candidate.ordered);
  if (!def) throw notFound("No such ordered content type.");
  return ok(MOVED, await collectionService(def).move(requireId(ctx.params.id), ctx.body, activityActor(ctx)));
});
