import { removeDemoContent } from "@/lib/bootstrap/remove-demo-content";
import { ok } from "@/lib/http/envelope";
import { route } from "@/lib/api/route";

export const dynamic = "force-dynamic";

/** Removes the demonstration content seeded at first start, records and files, in one action. */
export const DELETE = route({ auth: true }, async () => {
  const removal = await removeDemoContent();
  const message = removal.removed ? `Removed ${removal.removed} demo records and ${removal.files} files.` : "There is no demo content to remove.";
  return ok(message, removal, 200, { "Cache-Control": "no-store" });
});
