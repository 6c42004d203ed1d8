import { removeDemoContent } from "@/lib/bootstrap/remove-demo-content";
import { activityActor } from "@/lib/api/activity-actor";
import { ok } from "@/lib/http/envelope";
import { route } from "@/lib/api/route";

export const dynamic = "force-dynamic";

/**
 * Moves the demonstration content seeded at first start to the trash, records and files, in one
 * action; each record can be restored from there. Owners only: it is a site set-up step.
 */
export const DELETE = route({ auth: true, owner: true }, async (ctx) => {
  const removal = await removeDemoContent(activityActor(ctx));
  const message = removal.removed ? `Moved ${removal.removed} demo records and ${removal.files} files to the trash.` : "There is no demo content to remove.";
  return ok(message, removal, 200, { "Cache-Control": "no-store" });
});
