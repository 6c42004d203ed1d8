import { COLLECTIONS } from "@/lib/content/collections";
import { collectionRoutes } from "@/lib/content/collection-routes";

const routes = collectionRoutes(COLLECTIONS.sliders);

export const POST = routes.create;
