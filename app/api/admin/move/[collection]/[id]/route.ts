import { moveRoute } from "@/lib/content/move-route";

export const PATCH = moveRoute;
