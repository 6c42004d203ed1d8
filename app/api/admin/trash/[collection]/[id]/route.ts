import { purgeFromTrashRoute } from "@/lib/content/trash-routes";

export const DELETE = purgeFromTrashRoute;
