import { discardDraftRoute, getDraftRoute, saveDraftRoute } from "@/lib/publishing/publishing-routes";

export const GET = getDraftRoute;
export const PUT = saveDraftRoute;
export const DELETE = discardDraftRoute;
