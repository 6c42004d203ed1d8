import { adminDashboard } from "@/lib/dashboard/admin-dashboard";
import { ok } from "@/lib/http/envelope";
import { route } from "@/lib/api/route";

export const dynamic = "force-dynamic";

// Also answers `GET /admin/dashboard` for non-HTML callers: the proxy rewrites it here.
export const GET = route({ auth: true }, async ({ session }) =>
  ok(`Welcome to the admin dashboard, ${session.admin.username}!`, await adminDashboard(session.admin), 200, { "Cache-Control": "no-store" }),
);
