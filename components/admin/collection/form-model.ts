import { altFieldOf, type CollectionDefinition, type FileField } from "@/lib/content/collection-definition";
import { missingRequired, type InputMode } from "@/lib/content/missing-required";
import { plainText } from "@/lib/content/plain-text";
import type { PickedFile } from "./picked-file";

/** A record as the list endpoints return it (contract §4). */
export type Row = { id: number } & Record<string, unknown>;

export type Mode = { kind: "create" } | { kind: "edit"; record: Row };

/** What the form holds: texts by field name, picked files and current files by file field name. */
export interface FormModel {
  values: Record<string, string>;
  files: Record<string, PickedFile | null>;
  /** In edit mode, the record's current file per field; null once removed with ×. */
  existing: Record<string, string | null>;
}

function text(value: unknown): string {
  return value === null || value === undefined ? "" : String(value);
}

export function emptyModel(def: CollectionDefinition): FormModel {
  const values: Record<string, string> = {};
  for (const field of def.fields) values[field.name] = field.defaultValue ?? "";
  if (def.parent) values[def.parent.field] = "";
  const files: Record<string, PickedFile | null> = {};
  for (const field of def.files) {
    files[field.name] = null;
    const alt = altFieldOf(field);
    if (alt) values[alt] = "";
  }
  return { values, files, existing: {} };
}

/**
 * What "unsaved" compares: the texts, the files picked and the current files kept or removed.
 * Two models with the same fingerprint hold the same work.
 */
export function modelFingerprint(model: FormModel): string {
  const picked = Object.keys(model.files).filter((name) => model.files[name]);
  return JSON.stringify([model.values, picked, model.existing]);
}

/** Edit loads the chosen record into the form (admin.md §4). */
export function modelFromRecord(def: CollectionDefinition, record: Row): FormModel {
  const model = emptyModel(def);
  for (const field of def.fields) model.values[field.name] = text(record[field.name]);
  if (def.parent) model.values[def.parent.field] = text(record[def.parent.field]);
  for (const field of def.files) {
    const alt = altFieldOf(field);
    if (alt) model.values[alt] = text(record[alt]);
    const current = record[field.name];
    model.existing[field.name] = typeof current === "string" && current ? current : null;
  }
  return model;
}

/**
 * The first failing required-field rule for this submit, in the order the form reads, or null:
 * the very rules the server's parse-input applies, which still has the final word.
 */
export function validate(def: CollectionDefinition, model: FormModel, mode: Mode): string | null {
  const missing = missingRequired(def, mode.kind === "edit" ? "update" : "create", {
    hasParent: Boolean(def.parent && model.values[def.parent.field]),
    hasValue: (field) => {
      const value = model.values[field.name] ?? "";
      return Boolean((field.kind === "richtext" ? plainText(value) : value).trim());
    },
    hasNewFile: (field) => Boolean(model.files[field.name]),
    keepsCurrentFile: (field) => Boolean(model.existing[field.name]),
    uploadCount: 0,
  });
  return missing.values().next().value ?? null;
}

/**
 * The first missing file of an upload that sends files only, or null: the gallery's
 * multi-upload (create) or a row's file replacement (update). The rule `validate` and the
 * server apply; the record's texts are not part of such an upload.
 */
export function validateFileUpload(def: CollectionDefinition, mode: InputMode, files: File[]): string | null {
  const missing = missingRequired(def, mode, {
    hasParent: true,
    hasValue: () => true,
    hasNewFile: () => files.length > 0,
    keepsCurrentFile: () => true,
    uploadCount: files.length,
  });
  return missing.values().next().value ?? null;
}

export type RequestBody = { json: Record<string, unknown> } | { form: FormData };

function keepValue(field: FileField, model: FormModel): string | null {
  if (!field.keepField || model.files[field.name]) return null;
  return model.existing[field.name] ?? null;
}

/** The create or update body: JSON for counters, multipart with the spec's field names otherwise. */
export function buildBody(def: CollectionDefinition, model: FormModel, mode: Mode): RequestBody {
  if (def.body === "json") {
    const json: Record<string, unknown> = {};
    for (const field of def.fields) {
      const value = model.values[field.name] ?? "";
      json[field.name] = field.kind === "integer" && /^[+-]?\d+$/.test(value.trim()) ? Number(value.trim()) : value;
    }
    if (def.parent) json[def.parent.field] = model.values[def.parent.field];
    return { json };
  }
  const form = new FormData();
  if (def.parent) form.append(def.parent.field, model.values[def.parent.field] ?? "");
  for (const field of def.fields) form.append(field.name, model.values[field.name] ?? "");
  for (const field of def.files) {
    const file = model.files[field.name];
    if (file) form.append(field.formField, file.file);
    const alt = altFieldOf(field);
    if (alt) form.append(alt, model.values[alt] ?? "");
    const kept = mode.kind === "edit" ? keepValue(field, model) : null;
    // Existing sub-images go back unless cleared; leaving the field out clears it.
    if (field.keepField && kept) form.append(field.keepField, kept);
  }
  return { form };
}

/** Where a write goes and how (a singleton's update is a create that replaces, admin.md §7). */
export function writeTarget(def: CollectionDefinition, mode: Mode): { path: string; method: "POST" | "PUT" } {
  if (mode.kind === "create" || def.singleton) return { path: def.endpoints.create, method: "POST" };
  return { path: def.endpoints.update.replace("{id}", String(mode.record.id)), method: "PUT" };
}

export function removePath(def: CollectionDefinition, row: Row): string {
  return def.endpoints.remove.replace("{id}", String(row.id));
}
