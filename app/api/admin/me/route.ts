import { ACCOUNT } from "@/lib/account/account-texts";
import { ok } from "@/lib/http/envelope";
import { route } from "@/lib/api/route";

export const dynamic = "force-dynamic";

// The panel asks on every load, so a role changed by another owner shows in its menu at once.
export const GET = route({ auth: true }, async ({ session }) => ok(ACCOUNT.me, session.admin, 200, { "Cache-Control": "no-store" }));
