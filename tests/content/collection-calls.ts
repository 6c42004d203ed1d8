// The requests the admin screens send for a content type (components/admin/collection): each
// endpoint of its definition with the method it is called with.
import { moveEndpoint, type CollectionDefinition } from "@/lib/content/collection-definition";

export interface CollectionCall {
  endpoint: string;
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
}

export interface CollectionCalls {
  list: CollectionCall;
  create: CollectionCall;
  /** Absent for the singleton e-brochure: its form always posts to the create endpoint, which replaces. */
  update?: CollectionCall;
  remove: CollectionCall;
  /** Ordered collections only: moving a row up or down. */
  move?: CollectionCall;
}

export function collectionCalls(def: CollectionDefinition): CollectionCalls {
  return {
    list: { endpoint: def.endpoints.list, method: "GET" },
    create: { endpoint: def.endpoints.create, method: "POST" },
    update: def.singleton ? undefined : { endpoint: def.endpoints.update, method: "PUT" },
    remove: { endpoint: def.endpoints.remove, method: "DELETE" },
    move: def.ordered ? { endpoint: moveEndpoint(def.key), method: "PATCH" } : undefined,
  };
}
