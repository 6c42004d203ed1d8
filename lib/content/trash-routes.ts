import { route } from "@/lib/api/route";
import { activityActor } from "@/lib/api/activity-actor";
import { ok } from "@/lib/http/envelope";
import { requireId } from "@/lib/http/record-id";
import { listTrash, purgeFromTrash, restoreFromTrash, trashCollection } from "./trash-service";

const NO_STORE = { "Cache-Control": "no-store" };

/** GET /api/admin/trash: every trashed record, newest first. Admin. */
export const listTrashRoute = route({ auth: true }, async () => {
  const items = await listTrash();
  return ok(items.length ? `${items.length} item(s) in the trash.` : "The trash is empty.", items, 200, NO_STORE);
});

/** POST /api/admin/trash/{collection}/{id}/restore: back where it was, with its files. Admin. */
export const restoreFromTrashRoute = route({ auth: true }, async (ctx) => {
  const def = trashCollection(ctx.params.collection);
  return ok(`${def.label.singular} restored.`, await restoreFromTrash(def, requireId(ctx.params.id), activityActor(ctx)));
});

/** DELETE /api/admin/trash/{collection}/{id}: gone for good, files included. Admin. */
export const purgeFromTrashRoute = route({ auth: true }, async (ctx) => {
  const def = trashCollection(ctx.params.collection);
  return ok(`${def.label.singular} deleted permanently.`, await purgeFromTrash(def, requireId(ctx.params.id), activityActor(ctx)));
});
