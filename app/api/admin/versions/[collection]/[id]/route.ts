import { listVersionsRoute } from "@/lib/publishing/publishing-routes";

export const GET = listVersionsRoute;
