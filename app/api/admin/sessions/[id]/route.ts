import { endSessionRoute } from "@/lib/account/session-routes";

export const dynamic = "force-dynamic";

export const DELETE = endSessionRoute;
