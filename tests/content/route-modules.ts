// The route handlers of every collection, keyed like COLLECTIONS and found from its definition's
// endpoints the way a request finds them, so table-driven tests call the real wiring
// (path → handler) rather than the factory.
import type { CollectionKey } from "@/lib/content/collection-definition";
import { COLLECTION_LIST } from "@/lib/content/collections";
import { appRouteHandler } from "../support/app-route";
import { collectionCalls, type CollectionCall } from "./collection-calls";

type Handler = Awaited<ReturnType<typeof appRouteHandler>>;

export interface CollectionRouteModules {
  list: Handler;
  create: Handler;
  /** Absent for the singleton e-brochure, whose POST replaces. */
  update?: Handler;
  remove: Handler;
}

const handler = (call: CollectionCall) => appRouteHandler(call.endpoint, call.method);

export const ROUTES = Object.fromEntries(
  await Promise.all(
    COLLECTION_LIST.map(async (def) => {
      const calls = collectionCalls(def);
      const routes: CollectionRouteModules = {
        list: await handler(calls.list),
        create: await handler(calls.create),
        update: calls.update && (await handler(calls.update)),
        remove: await handler(calls.remove),
      };
      return [def.key, routes] as const;
    }),
  ),
) as Record<CollectionKey, CollectionRouteModules>;
