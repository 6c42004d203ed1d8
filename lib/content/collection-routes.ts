import { fail, ok } from "@/lib/http/envelope";
import { requireId } from "@/lib/http/record-id";
import { route } from "@/lib/api/route";
import { activityActor } from "@/lib/api/activity-actor";
import { contentBodyRule } from "./body-rule";
import type { CollectionDefinition } from "./collection-definition";
import { collectionService, type CreateResult } from "./collection-service";
import { COLLECTIONS } from "./collections";
import { publicRecord, publicRecords } from "./public/public-read";
import { requestId } from "./public/request-id";
import { noteUnknownFilter } from "@/lib/cache/render-tags";
import { PREVIEW_ANSWER_HEADERS } from "@/lib/preview/preview-answer";
import { previewOfRequest } from "@/lib/preview/preview-session";

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

/** A public list as a preview session sees it: every draft applied, never stored or indexed. */
async function previewList(def: CollectionDefinition, request: Request): Promise<Response> {
  if (def.singleton) {
    const record = await publicRecord(def, true);
    return record ? Response.json(record, { headers: PREVIEW_ANSWER_HEADERS }) : fail(404, def.messages.notFound, { headers: PREVIEW_ANSWER_HEADERS });
  }
  return Response.json(await publicRecords(def, { parentId: parentFilter(def, request) }, true), { headers: PREVIEW_ANSWER_HEADERS });
}

/**
 * One record as a preview session sees it: the drafted list's record (so a child's parent title is
 * its drafted parent's, as in the list), or 404 when the drafts leave no such record.
 */
async function previewGet(def: CollectionDefinition, id: number): Promise<Response> {
  const record = (await publicRecords(def, undefined, true)).find((candidate) => candidate.id === id);
  return record ? Response.json(record, { headers: PREVIEW_ANSWER_HEADERS }) : fail(404, def.messages.notFound, { headers: PREVIEW_ANSWER_HEADERS });
}

function build(def: CollectionDefinition): CollectionRoutes {
  const service = collectionService(def);
  const body = contentBodyRule(def);
  const parent = def.parent && COLLECTIONS[def.parent.collection];
  return {
    // The public lists are the pages' own cached reads: no query per call. With a valid preview
    // session they show the drafts, read fresh, and are kept by nobody.
    list: route({}, async ({ request }) => {
      const preview = (await previewOfRequest(request)) !== null;
      if (preview) return previewList(def, request);
      if (def.singleton) {
        const record = await publicRecord(def, false);
        return record ? Response.json(record) : fail(404, def.messages.notFound, { headers: NO_STORE });
      }
      const parentId = parentFilter(def, request);
      const records = await publicRecords(def, { parentId }, false);
      // Every id naming no parent answers `[]`: the response cache keeps that answer once, for
      // every id but the parents that exist.
      if (parentId !== undefined && records.length === 0 && parent) {
        const known = (await publicRecords(parent, undefined, false)).map((record) => record.id);
        if (!known.includes(parentId)) noteUnknownFilter(await requestId(), known);
      }
      return Response.json(records);
    }),
    // Without a preview cookie nothing is verified and the record is read as before; with a valid
    // session the record shows its draft, as the lists do.
    get: route({}, async ({ request, params }) => {
      const id = requireId(params.id);
      if ((await previewOfRequest(request)) !== null) return previewGet(def, id);
      return Response.json(await service.get(id), { headers: NO_STORE });
    }),
    create: route({ auth: true, raw: body }, async (ctx) => created(def, await service.create(ctx.raw, activityActor(ctx)))),
    update: route({ auth: true, raw: body }, async (ctx) => ok(def.messages.updated, await service.update(requireId(ctx.params.id), ctx.raw, activityActor(ctx)))),
    remove: route({ auth: true }, async (ctx) => {
      const id = def.singleton && ctx.params.id === undefined ? undefined : requireId(ctx.params.id);
      return ok(def.messages.deleted, await service.remove(id, activityActor(ctx)));
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
