import { restoreVersionRoute } from "@/lib/publishing/publishing-routes";

export const POST = restoreVersionRoute;
