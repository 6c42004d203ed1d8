import { COLLECTIONS } from "@/lib/content/collections";
import { collectionRoutes } from "@/lib/content/collection-routes";

const routes = collectionRoutes(COLLECTIONS.ecoRevolution);

export const GET = routes.list;
export const POST = routes.create;
