import { exitPreviewRoute } from "@/lib/site/preview-routes";

export const dynamic = "force-dynamic";

export const GET = exitPreviewRoute;
