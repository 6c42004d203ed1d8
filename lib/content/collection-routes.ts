import { fail, ok } from "@/lib/http/envelope";
import { requireId } from "@/lib/http/record-id";
import { route } from "@/lib/api/route";
import { contentBodyRule } from "./body-rule";
import type { CollectionDefinition } from "./collection-definition";
import { collectionService, type CreateResult } from "./collection-service";
import { COLLECTIONS } from "./collections";
import { publicRecord, publicRecords } from "./public/public-read";
import { requestId } from "./public/request-id";
import { noteUnknownFilter } from "@/lib/cache/render-tags";

type Params = Record<string, string | string[] | undefined>;

/** The shape of a Next.js App Router handler; `context.params` holds the dynamic segments. */
export type RouteHandler = (request: Request, context?: { params?: Promise<Params> }) => Promise<Response>;

export interface CollectionRoutes {
  /** GET: the bare array of records (contract §4), or a singleton's record or 404. Public. */
  list: RouteHandler;
  /** GET `[id]`: one record. Public. */
  get: RouteHandler;
  /** POST: create (a singleton's replaces, a multi-upload's creates one record per file). Admin. */
  create: RouteHandler;
  /** PUT `[id]`. Admin. */
  update: RouteHandler;
  /** DELETE `[id]`, or the singleton's record without an id: to the trash. Admin. */
  remove: RouteHandler;
}

// A single record and a missing singleton are never kept by a browser or proxy. The lists are
// answered by the response cache in the server, which sets their caching headers.
const NO_STORE = { "Cache-Control": "no-store" };

function created(def: CollectionDefinition, result: CreateResult): Response {
  switch (result.kind) {
    case "created":
      return ok(def.messages.created, result.record, 201);
    case "replaced":
      return ok(def.messages.updated, result.record, 200);
    case "uploaded":
      return ok(def.multiUpload?.created ?? def.messages.created, result.records, 201);
  }
}

function parentFilter(def: CollectionDefinition, request: Request): number | undefined {
  if (!def.parent) return undefined;
  const raw = new URL(request.url).searchParams.get(def.parent.filterParam);
  if (raw === null || raw.trim() === "") return undefined;
  return requireId(raw, def.parent.filterParam);
}

function build(def: CollectionDefinition): CollectionRoutes {
  const service = collectionService(def);
  const body = contentBodyRule(def);
  const parent = def.parent && COLLECTIONS[def.parent.collection];
  return {
    // The public lists are the pages' own cached reads: no query per call.
    list: route({}, async ({ request }) => {
      if (def.singleton) {
        const record = await publicRecord(def);
        return record ? Response.json(record) : fail(404, def.messages.notFound, { headers: NO_STORE });
      }
      const parentId = parentFilter(def, request);
      const records = await publicRecords(def, { parentId });
      // Every id naming no parent answers `[]`: the response cache keeps that answer once, for
      // every id but the parents that exist.
      if (parentId !== undefined && records.length === 0 && parent) {
        const known = (await publicRecords(parent)).map((record) => record.id);
        if (!known.includes(parentId)) noteUnknownFilter(await requestId(), known);
      }
      return Response.json(records);
    }),
    get: route({}, async ({ params }) => Response.json(await service.get(requireId(params.id)), { headers: NO_STORE })),
    create: route({ auth: true, raw: body }, async ({ raw }) => created(def, await service.create(raw))),
    update: route({ auth: true, raw: body }, async ({ raw, params }) => ok(def.messages.updated, await service.update(requireId(params.id), raw))),
    remove: route({ auth: true }, async ({ params, session }) => {
      const id = def.singleton && params.id === undefined ? undefined : requireId(params.id);
      return ok(def.messages.deleted, await service.remove(id, session.admin));
    }),
  };
}

const cache = new Map<string, CollectionRoutes>();

/** The route handlers of one collection; route files export them, e.g. `export const POST = collectionRoutes(def).create`. */
export function collectionRoutes(def: CollectionDefinition): CollectionRoutes {
  let routes = cache.get(def.key);
  if (!routes) {
    routes = build(def);
    cache.set(def.key, routes);
  }
  return routes;
}
