import { activityRoute } from "@/lib/dashboard/activity-route";

export const dynamic = "force-dynamic";

export const GET = activityRoute;
