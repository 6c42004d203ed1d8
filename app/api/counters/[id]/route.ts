import { COLLECTIONS } from "@/lib/content/collections";
import { collectionRoutes } from "@/lib/content/collection-routes";

const routes = collectionRoutes(COLLECTIONS.counters);

export const GET = routes.get;
export const PUT = routes.update;
export const DELETE = routes.remove;
