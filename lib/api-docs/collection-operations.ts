import { ALT_TEXT_MAX, altFieldOf, moveEndpoint, type CollectionDefinition, type CollectionKey, type FileField, type ValueField } from "@/lib/content/collection-definition";
import { COLLECTION_LIST } from "@/lib/content/collections";
import { moveSchema } from "@/lib/content/move-route";
import { MAX_FILES_PER_UPLOAD } from "@/lib/content/parse-input";
import { acceptedMediaTypes } from "@/lib/uploads/accept";
import { largestUpload } from "@/lib/uploads/limits";
import { RECORD_ID, type ApiOperation, type RequestBody, type SuccessResponse } from "./api-operation";
import { ref, successEnvelope } from "./envelopes";
import { nullable, requestBodySchema, type JsonSchema } from "./json-schema";

type Mode = "create" | "update";

/** The schema component of a content type's record, e.g. `MainCategory`. */
export function recordSchemaName(def: CollectionDefinition): string {
  return def.label.singular.replace(/[^A-Za-z0-9]+(.)?/g, (_, next: string | undefined) => (next ?? "").toUpperCase()).replace(/^./, (first) => first.toUpperCase());
}

const megabytes = (bytes: number) => `${bytes / 1024 / 1024} MB`;

function valueSchema(field: ValueField): JsonSchema {
  if (field.kind === "integer") {
    return { type: "integer", ...(field.min !== undefined && { minimum: field.min }), ...(field.max !== undefined && { maximum: field.max }), ...(field.defaultValue !== undefined && { default: Number(field.defaultValue) }) };
  }
  const notes = [
    field.kind === "richtext" ? "HTML, sanitised on save and when shown." : null,
    field.maxPlainLength ? `At most ${field.maxPlainLength.max} characters without markup.` : null,
  ].filter(Boolean);
  return { type: "string", ...(field.maxLength !== undefined && { maxLength: field.maxLength }), ...(notes.length > 0 && { description: notes.join(" ") }) };
}

const fileUrl = (field: FileField): JsonSchema => {
  const url = { type: "string", pattern: "^/uploads/", description: `${field.label}: the file's root-relative address (${acceptedMediaTypes(field.accept).join(", ")}).` };
  return field.required?.onCreate ? url : nullable(url);
};

const altText = (field: FileField): JsonSchema => ({ type: "string", maxLength: ALT_TEXT_MAX, description: `Alternative text of ${field.label} (plain text; empty when none).` });

/**
 * A record as the API answers it (lib/db/serialize.ts): every column by name, files as
 * `/uploads/...` addresses, dates as ISO strings, and for a child type its parent's title.
 */
export function recordSchema(def: CollectionDefinition): JsonSchema {
  const properties: Record<string, JsonSchema> = { id: RECORD_ID };
  if (def.parent) properties[def.parent.field] = { ...RECORD_ID, description: `The ${def.parent.label.toLowerCase()}'s id.` };
  for (const field of def.fields) properties[field.name] = valueSchema(field);
  for (const field of def.files) {
    properties[field.name] = fileUrl(field);
    const alt = altFieldOf(field);
    if (alt) properties[alt] = altText(field);
  }
  if (def.ordered) properties.position = { type: "integer", minimum: 0, description: def.parent ? "Place in the administrator's order, within its parent." : "Place in the administrator's order." };
  properties.created_at = { type: "string", format: "date-time" };
  properties.updated_at = { type: "string", format: "date-time" };
  const required = Object.keys(properties);
  // The parent's title is added where records are read (lists, one record, most writes).
  if (def.parent) properties[def.parent.listField] = { type: ["string", "null"], description: `The ${def.parent.label.toLowerCase()}'s ${def.parent.titleField}.` };
  return { type: "object", title: def.label.singular, description: def.description, properties, required, additionalProperties: false };
}

/** The answer of a public list: the bare array (contract §4), oldest first or in the administrator's order. */
export function listSchema(def: CollectionDefinition): JsonSchema {
  const item = ref("schemas", recordSchemaName(def));
  return { type: "array", items: def.parent ? { allOf: [item, { required: [def.parent.listField] }] } : item };
}

function fileDescription(field: FileField): string {
  const keep = field.keepField ? ` To keep the current file on update send its address as \`${field.keepField}\`; leave both out to remove it.` : "";
  return `${field.label}: ${acceptedMediaTypes(field.accept).join(", ")}, at most ${megabytes(largestUpload(field.accept))}; decided by the file's bytes, refused with "${field.typeMessage}".${keep}`;
}

const binary = (description: string): JsonSchema => ({ type: "string", format: "binary", description });

/** A create or update body: the definition's fields, files (format binary) and alternative texts. */
export function writeBody(def: CollectionDefinition, mode: Mode): RequestBody {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  const encoding: Record<string, { contentType: string }> = {};
  if (def.parent) {
    properties[def.parent.field] = { ...RECORD_ID, description: `The ${def.parent.label.toLowerCase()}: "${def.parent.requiredMessage}" when missing.` };
    required.push(def.parent.field);
  }
  for (const field of def.fields) {
    const missing = mode === "create" ? field.required?.onCreate : field.required?.onUpdate;
    properties[field.name] = valueSchema(field);
    if (missing) required.push(field.name);
  }
  const multi = mode === "create" ? def.multiUpload : undefined;
  for (const field of def.files) {
    if (multi) {
      properties[multi.formField] = { type: "array", items: binary(fileDescription(field)), maxItems: MAX_FILES_PER_UPLOAD, description: `Up to ${MAX_FILES_PER_UPLOAD} files, one record each; "${multi.noneMessage}" when none.` };
      encoding[multi.formField] = { contentType: acceptedMediaTypes(field.accept).join(", ") };
    }
    properties[field.formField] = binary(fileDescription(field));
    encoding[field.formField] = { contentType: acceptedMediaTypes(field.accept).join(", ") };
    if (!multi && (mode === "create" ? field.required?.onCreate : field.required?.onUpdate)) required.push(field.formField);
    if (field.keepField && mode === "update") properties[field.keepField] = { type: "string", description: `The current ${field.label}'s address, to keep it.` };
    const alt = altFieldOf(field);
    if (alt) properties[alt] = altText(field);
  }
  const schema = { type: "object", properties, ...(required.length > 0 && { required }) };
  return def.body === "json" ? { contentType: "application/json", schema } : { contentType: "multipart/form-data", schema, encoding };
}

function writeNotes(def: CollectionDefinition, mode: Mode): string | undefined {
  const notes = [
    mode === "create" && def.limit ? `At most ${def.limit.max}: beyond, 400 \`limit_reached\` "${def.limit.message}".` : null,
    mode === "create" && def.singleton ? "Replaces the existing record when there is one (then answers 200)." : null,
    mode === "update" && def.updateNeedsAFile ? `At least one new file: "${def.updateNeedsAFile}".` : null,
  ].filter(Boolean);
  return notes.length > 0 ? notes.join(" ") : undefined;
}

function collectionOperations(def: CollectionDefinition): ApiOperation[] {
  const tag = def.label.plural;
  const record = ref("schemas", recordSchemaName(def));
  const singular = def.label.singular.toLowerCase();
  const parentFilter = def.parent && {
    name: def.parent.filterParam,
    in: "query" as const,
    description: `Only the records of this ${def.parent.label.toLowerCase()}; left out, every record with its \`${def.parent.listField}\`.`,
    schema: RECORD_ID,
  };
  const ops: ApiOperation[] = [
    def.singleton
      ? {
          method: "get",
          path: def.endpoints.list,
          tag,
          summary: `The ${singular}`,
          description: def.description,
          responses: { 200: { description: `The ${singular}.`, content: { "application/json": record } } },
          failures: [404],
        }
      : {
          method: "get",
          path: def.endpoints.list,
          tag,
          summary: `List ${def.label.plural.toLowerCase()}`,
          description: `${def.description} Public and cached until the next save.`,
          query: parentFilter ? [parentFilter] : undefined,
          responses: { 200: { description: "Every record, in the site's order.", content: { "application/json": listSchema(def) } } },
          failures: parentFilter ? [400] : undefined,
        },
  ];
  if (def.endpoints.get) {
    ops.push({ method: "get", path: def.endpoints.get, tag, summary: `One ${singular}`, responses: { 200: { description: `The ${singular}.`, content: { "application/json": record } } } });
  }
  const created = def.multiUpload ? { type: "array", items: record } : record;
  const createdAnswers: Record<number, SuccessResponse> = {
    201: { description: def.multiUpload?.created ?? def.messages.created, content: { "application/json": successEnvelope(created) } },
  };
  if (def.singleton) createdAnswers[200] = { description: def.messages.updated, content: { "application/json": successEnvelope(record) } };
  ops.push({
    method: "post",
    path: def.endpoints.create,
    tag,
    summary: def.multiUpload ? `Upload ${def.label.plural.toLowerCase()}` : `Add ${def.singleton ? "or replace the" : "a"} ${singular}`,
    description: writeNotes(def, "create"),
    auth: "header",
    body: writeBody(def, "create"),
    responses: createdAnswers,
    failures: def.parent ? [409] : undefined,
  });
  if (!def.singleton) {
    ops.push({
      method: "put",
      path: def.endpoints.update,
      tag,
      summary: `Change a ${singular}`,
      description: writeNotes(def, "update"),
      auth: "header",
      body: writeBody(def, "update"),
      responses: { 200: { description: def.messages.updated, content: { "application/json": successEnvelope(record) } } },
      failures: [409],
    });
  }
  ops.push({
    method: "delete",
    path: def.endpoints.remove,
    tag,
    summary: `Delete ${def.singleton ? "the" : "a"} ${singular}`,
    description: `Moves it to the trash: it and its files leave the public site at once; \`POST /api/admin/trash/${def.key}/{id}/restore\` brings them back until it is purged (TRASH_DAYS after the delete).`,
    auth: "header",
    responses: { 200: { description: def.messages.deleted, content: { "application/json": successEnvelope(record) } } },
    failures: def.singleton ? [404] : [409],
  });
  return ops;
}

const ORDERED = COLLECTION_LIST.filter((def) => def.ordered);

/** One operation moves a record of any ordered type. */
const MOVE: ApiOperation = {
  method: "patch",
  // The key itself is the path parameter `{collection}`.
  path: moveEndpoint("{collection}" as CollectionKey),
  tag: "Administration",
  summary: "Move a record in the administrator's order",
  description: "`{direction}` from the up and down buttons, or `{position}` (1-based, within its parent) from drag and drop; never both.",
  auth: "header",
  pathParameters: { collection: { description: "The content type's key.", schema: { type: "string", enum: ORDERED.map((def) => def.key) } } },
  body: { contentType: "application/json", schema: requestBodySchema(moveSchema) },
  responses: { 200: { description: "Order updated.", content: { "application/json": successEnvelope({ anyOf: ORDERED.map((def) => ref("schemas", recordSchemaName(def))) }) } } },
};

/** Every content type's operations, from its definition, and the move. */
export const COLLECTION_OPERATIONS: ApiOperation[] = [...COLLECTION_LIST.flatMap(collectionOperations), MOVE];

/** The record schema of every content type, by component name. */
export const RECORD_SCHEMAS: Record<string, JsonSchema> = Object.fromEntries(COLLECTION_LIST.map((def) => [recordSchemaName(def), recordSchema(def)]));
