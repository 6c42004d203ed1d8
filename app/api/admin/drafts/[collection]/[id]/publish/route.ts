import { publishDraftRoute } from "@/lib/publishing/publishing-routes";

export const POST = publishDraftRoute;
