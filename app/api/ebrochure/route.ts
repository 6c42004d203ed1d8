import { COLLECTIONS } from "@/lib/content/collections";
import { collectionRoutes } from "@/lib/content/collection-routes";

const routes = collectionRoutes(COLLECTIONS.ebrochure);

export const GET = routes.list;
export const POST = routes.create;
export const DELETE = routes.remove;
