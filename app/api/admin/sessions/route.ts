import { endOtherSessionsRoute, listSessionsRoute } from "@/lib/account/session-routes";

export const dynamic = "force-dynamic";

export const GET = listSessionsRoute;
export const DELETE = endOtherSessionsRoute;
