import type { CollectionDefinition } from "@/lib/content/collection-definition";
import { createData, filePairs, storeFiles, updateData } from "@/lib/content/collection-service";
import { parseInput, type RawBody } from "@/lib/content/parse-input";
import { versionedColumns } from "@/lib/content/version-log";
import type { Row } from "@/lib/db/model-delegate";
import { siteSettingsDraftSchema } from "@/lib/site/site-settings-schema";
import { z } from "zod";
import type { VersionedType } from "./versioned-type";

/** A draft's record as a request made it, and the files stored for it (pending until the draft's transaction claims them). */
export interface DraftInput {
  record: Record<string, unknown>;
  stored: string[];
}

/**
 * The definition a draft is checked against: the same fields, lengths and file types, but no
 * required field and one file per field (contract §7: required fields and limits are checked at
 * publish, with the same texts the documented create uses).
 */
function draftDefinition(def: CollectionDefinition): CollectionDefinition {
  return {
    ...def,
    fields: def.fields.map((field) => ({ ...field, required: undefined })),
    files: def.files.map((field) => ({ ...field, required: undefined })),
    updateNeedsAFile: undefined,
    multiUpload: undefined,
  };
}

/** A new record's columns that nothing was sent for: empty, as the form shows them. */
function emptyColumns(def: CollectionDefinition): Record<string, unknown> {
  const empty: Record<string, unknown> = {};
  for (const field of def.fields) empty[field.name] = field.kind === "integer" ? (field.defaultValue !== undefined ? Number(field.defaultValue) : null) : "";
  for (const column of versionedColumns(def)) if (!(column in empty)) empty[column] = def.files.some((field) => field.name === column) || column === def.parent?.field ? null : "";
  return empty;
}

/**
 * A content type's draft from a body of its create (no `base`) or update fields (over `base`, the
 * current draft or the live record): values checked as a save checks them, files stored. A
 * multi-upload type's draft takes one file, sent under either of its form fields.
 */
async function contentDraftInput(def: CollectionDefinition, base: Record<string, unknown> | null, raw: RawBody): Promise<DraftInput> {
  let relaxed = draftDefinition(def);
  const file = def.files[0];
  let body = def.multiUpload && file && raw[file.formField] === undefined ? { ...raw, [file.formField]: raw[def.multiUpload.formField] } : raw;
  // The parent is kept unless another is sent; a new draft may leave it for later (checked at publish).
  const parent = def.parent?.field;
  if (parent && (body[parent] === undefined || body[parent] === "")) {
    if (base && typeof base[parent] === "number") body = { ...body, [parent]: String(base[parent]) };
    else relaxed = { ...relaxed, parent: undefined };
  }
  const parsed = parseInput(relaxed, body, base ? "update" : "create");
  // Kept privately from the first byte: a draft changes nothing public, not even for a moment.
  // Publishing moves the file to the served place (settleUploads), as it does any draft's file.
  const stored = await storeFiles(filePairs(relaxed, parsed), "trash");
  const data = base ? updateData(relaxed, base as Row, parsed, stored).data : createData(relaxed, parsed, stored);
  return { record: { ...(base ?? emptyColumns(def)), ...data }, stored: stored.urls };
}

/** The site settings' draft: every field checked as a save checks it, except that required ones may be empty. */
function settingsDraftInput(raw: RawBody): DraftInput {
  return { record: z.parse(siteSettingsDraftSchema, raw), stored: [] };
}

/** A draft's record from a request body, over `base` when there is one (see contentDraftInput). */
export function draftInput(type: VersionedType, base: Record<string, unknown> | null, raw: RawBody): Promise<DraftInput> {
  return type.def ? contentDraftInput(type.def, base, raw) : Promise.resolve(settingsDraftInput(raw));
}
