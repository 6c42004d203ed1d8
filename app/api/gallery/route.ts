import { COLLECTIONS } from "@/lib/content/collections";
import { collectionRoutes } from "@/lib/content/collection-routes";

const routes = collectionRoutes(COLLECTIONS.gallery);

export const GET = routes.list;
