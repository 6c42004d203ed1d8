import { getVersionRoute } from "@/lib/publishing/publishing-routes";

export const GET = getVersionRoute;
