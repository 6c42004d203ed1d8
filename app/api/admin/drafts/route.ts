import { listDraftsRoute } from "@/lib/publishing/publishing-routes";

export const GET = listDraftsRoute;
