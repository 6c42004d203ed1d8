import { restoreFromTrashRoute } from "@/lib/content/trash-routes";

export const POST = restoreFromTrashRoute;
