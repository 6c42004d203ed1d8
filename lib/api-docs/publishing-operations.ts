import { COLLECTION_LIST } from "@/lib/content/collections";
import { PUBLISHING_TEXT } from "@/lib/publishing/publishing-texts";
import { publishBodySchema, restoreBodySchema } from "@/lib/publishing/publishing-routes";
import { VERSIONED_TYPES } from "@/lib/publishing/versioned-type";
import { siteSettingsDraftSchema } from "@/lib/site/site-settings-schema";
import { RECORD_ID, type ApiOperation, type RequestBody } from "./api-operation";
import { recordSchemaName, writeBody } from "./collection-operations";
import { ref, successEnvelope } from "./envelopes";
import { requestBodySchema, type JsonSchema } from "./json-schema";

/**
 * The drafts, versions and scheduled publishing operations (contract §7). The routes take the
 * content type from the path, so each type's draft bodies (its own create and update fields) are
 * documented at its own path, generated from its definition like its documented writes.
 */

const TAG = "Drafts and history";
const KEYS = VERSIONED_TYPES.map((type) => type.key);
const COLLECTION = { collection: { description: "The content type's key, or `siteSettings` (its one record, id 1).", schema: { type: "string", enum: KEYS } } };
const VERSION = { version: { description: "The version's number (1 first).", schema: RECORD_ID } };
const answer = (description: string, schema: JsonSchema) => ({ description, content: { "application/json": schema } });

const RECORD: JsonSchema = { type: "object", additionalProperties: true, description: "The record's columns by name (files as `/uploads/...` addresses)." };
const LIVE_RECORD: JsonSchema = { anyOf: [...COLLECTION_LIST.map((def) => ref("schemas", recordSchemaName(def))), RECORD] };
const AUTHOR: JsonSchema = {
  type: "object",
  properties: { id: { type: ["integer", "null"] }, username: { type: "string" } },
  required: ["id", "username"],
  description: "Who wrote it; `{id: null, username: \"\"}` for the state a record had before versions were kept.",
};

const DRAFT: JsonSchema = {
  type: "object",
  properties: {
    collection: { type: "string", enum: KEYS },
    id: RECORD_ID,
    draft_only: { type: "boolean", description: "The record exists only as this draft: in no public page or list, not counted by limits." },
    publish_at: { type: ["string", "null"], format: "date-time", description: "When it is published by itself; null when not scheduled." },
    updated_at: { type: "string", format: "date-time" },
    author: AUTHOR,
    record: RECORD,
  },
  required: ["collection", "id", "draft_only", "publish_at", "updated_at", "author", "record"],
};

const VERSION_ITEM: JsonSchema = {
  type: "object",
  properties: {
    version: RECORD_ID,
    status: { enum: ["published", "draft", "scheduled"] },
    created_at: { type: "string", format: "date-time" },
    author: AUTHOR,
    changed: { type: "array", items: { type: "string" }, description: "The fields this write changed." },
  },
  required: ["version", "status", "created_at", "author", "changed"],
};

const json = (schema: Parameters<typeof requestBodySchema>[0]): RequestBody => ({ contentType: "application/json", schema: requestBodySchema(schema) });

/** Each type's draft writes at its own path, with its own create and update fields. */
function typeDraftOperations(): ApiOperation[] {
  const ops: ApiOperation[] = [];
  for (const def of COLLECTION_LIST) {
    ops.push({
      method: "post",
      path: `/api/admin/drafts/${def.key}`,
      tag: TAG,
      summary: `A ${def.label.singular.toLowerCase()} that exists only as a draft`,
      description: `The fields of the ${def.label.singular.toLowerCase()}'s create, none required yet (they, and the limit, are checked at publish).${def.singleton ? " When one exists already, the draft is that one's (200)." : ""}`,
      auth: "header",
      body: writeBody(def, "create"),
      responses: def.singleton
        ? { 200: answer(`"${PUBLISHING_TEXT.draftSaved}"`, successEnvelope(DRAFT)), 201: answer(`"${PUBLISHING_TEXT.draftCreated}"`, successEnvelope(DRAFT)) }
        : { 201: answer(`"${PUBLISHING_TEXT.draftCreated}"`, successEnvelope(DRAFT)) },
    });
    ops.push({
      method: "put",
      path: `/api/admin/drafts/${def.key}/{id}`,
      tag: TAG,
      summary: `Save a ${def.label.singular.toLowerCase()}'s draft`,
      description: "The fields of its update, over its current draft or its published values; nothing public changes.",
      auth: "header",
      body: writeBody(def, "update"),
      responses: { 200: answer(`"${PUBLISHING_TEXT.draftSaved}"`, successEnvelope(DRAFT)) },
      failures: [409],
    });
  }
  ops.push({
    method: "put",
    path: "/api/admin/drafts/siteSettings/{id}",
    tag: TAG,
    summary: "Save the site settings' draft",
    description: "Every field, checked as a save checks it except that required ones may be empty (checked at publish). `{id}` is 1.",
    auth: "header",
    body: json(siteSettingsDraftSchema),
    responses: { 200: answer(`"${PUBLISHING_TEXT.draftSaved}"`, successEnvelope(DRAFT)) },
  });
  return ops;
}

export const PUBLISHING_OPERATIONS: ApiOperation[] = [
  {
    method: "get",
    path: "/api/admin/drafts",
    tag: TAG,
    summary: "Every draft",
    description: "What the admin lists mark as having unpublished changes, and the items that exist only as drafts; newest first. Drafts of records in the trash are left out.",
    auth: "header",
    responses: { 200: answer('"<n> draft(s)." or "No drafts."', successEnvelope({ type: "array", items: DRAFT })) },
  },
  {
    method: "post",
    path: "/api/admin/drafts/{collection}",
    tag: TAG,
    summary: "A record that exists only as a draft",
    description: "The body is the type's create body (multipart for a type with files, JSON otherwise); see the operation at the type's own path. Its id comes from the type's sequence and is kept when published.",
    auth: "header",
    pathParameters: COLLECTION,
    responses: { 201: answer(`"${PUBLISHING_TEXT.draftCreated}"`, successEnvelope(DRAFT)) },
    failures: [400, 404, 413, 415],
  },
  {
    method: "get",
    path: "/api/admin/drafts/{collection}/{id}",
    tag: TAG,
    summary: "A record's draft",
    auth: "header",
    pathParameters: COLLECTION,
    responses: { 200: answer("The draft.", successEnvelope(DRAFT)) },
  },
  {
    method: "put",
    path: "/api/admin/drafts/{collection}/{id}",
    tag: TAG,
    summary: "Save a record's draft",
    description:
      "The body is the type's update body (multipart for a type with files, JSON otherwise; see the operation at the type's own path). Nothing public changes; its new files stay private. A record in the trash: 409.",
    auth: "header",
    pathParameters: COLLECTION,
    responses: { 200: answer(`"${PUBLISHING_TEXT.draftSaved}"`, successEnvelope(DRAFT)) },
    failures: [400, 409, 413, 415],
  },
  {
    method: "delete",
    path: "/api/admin/drafts/{collection}/{id}",
    tag: TAG,
    summary: "Discard a record's draft",
    description: "The record keeps its published values; a record that exists only as a draft disappears, with its versions and the files nothing else names.",
    auth: "header",
    pathParameters: COLLECTION,
    responses: { 200: answer(`"${PUBLISHING_TEXT.draftDiscarded}"`, successEnvelope({ type: "object", properties: { collection: { type: "string" }, id: RECORD_ID }, required: ["collection", "id"] })) },
  },
  {
    method: "post",
    path: "/api/admin/drafts/{collection}/{id}/publish",
    tag: TAG,
    summary: "Publish a draft, now or at a time",
    description:
      'Without `at`: published now, checked as the documented create (or update) checks (required fields: 400 `invalid_field`; the limit: 400 `limit_reached`; each with the specification\'s text), the public pages refreshed. With `{"at": ISO-8601}`: scheduled (a version of status `scheduled`), published within a minute of that time exactly once however many instances run; a scheduled draft that fails its checks then is kept, unscheduled.',
    auth: "header",
    pathParameters: COLLECTION,
    body: json(publishBodySchema),
    responses: { 200: answer('"<Type> published." with the live record, or "<Type> will be published at <time>." with the draft.', successEnvelope({ anyOf: [LIVE_RECORD, DRAFT] })) },
    failures: [409],
  },
  {
    method: "get",
    path: "/api/admin/versions/{collection}/{id}",
    tag: TAG,
    summary: "A record's versions",
    description: "Newest first; the last `MAX_VERSIONS` (default 50) are kept. A record with none: 404.",
    auth: "header",
    pathParameters: COLLECTION,
    responses: { 200: answer('"<n> version(s)."', successEnvelope({ type: "array", items: VERSION_ITEM })) },
  },
  {
    method: "get",
    path: "/api/admin/versions/{collection}/{id}/{version}",
    tag: TAG,
    summary: "One version of a record",
    auth: "header",
    pathParameters: { ...COLLECTION, ...VERSION },
    responses: {
      200: answer(
        '"Version <n>."',
        successEnvelope({ type: "object", properties: { version: RECORD_ID, status: { enum: ["published", "draft", "scheduled"] }, record: RECORD }, required: ["version", "status", "record"] }),
      ),
    },
  },
  {
    method: "post",
    path: "/api/admin/versions/{collection}/{id}/{version}/restore",
    tag: TAG,
    summary: "Restore a version",
    description:
      'The record takes that version\'s values again as a new version, published at once with its files (checked as a publish: a record that is not live counts against the limit, 400 `limit_reached`). With `{"as": "draft"}` they become the record\'s draft and nothing public changes. A record in the trash: 409.',
    auth: "header",
    pathParameters: { ...COLLECTION, ...VERSION },
    body: json(restoreBodySchema),
    responses: { 200: answer('"Version <n> restored and published." with the live record, or "Version <n> restored into the draft." with the draft.', successEnvelope({ anyOf: [LIVE_RECORD, DRAFT] })) },
    failures: [409],
  },
  ...typeDraftOperations(),
];
