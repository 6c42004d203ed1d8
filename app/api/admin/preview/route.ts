import { createPreviewRoute } from "@/lib/site/preview-routes";

export const dynamic = "force-dynamic";

export const POST = createPreviewRoute;
