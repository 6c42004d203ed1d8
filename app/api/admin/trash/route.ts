import { listTrashRoute } from "@/lib/content/trash-routes";

export const dynamic = "force-dynamic";

export const GET = listTrashRoute;
