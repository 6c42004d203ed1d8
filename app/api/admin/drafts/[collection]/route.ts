import { createDraftRoute } from "@/lib/publishing/publishing-routes";

export const POST = createDraftRoute;
