import type { CollectionDefinition, FileField } from "@/lib/content/collection-definition";
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
  for (const field of def.fields) values[field.name] = "";
  if (def.parent) values[def.parent.field] = "";
  const files: Record<string, PickedFile | null> = {};
  for (const field of def.files) files[field.name] = null;
  return { values, files, existing: {} };
}

/** Edit loads the chosen record into the form (admin.md §4). */
export function modelFromRecord(def: CollectionDefinition, record: Row): FormModel {
  const model = emptyModel(def);
  for (const field of def.fields) model.values[field.name] = text(record[field.name]);
  if (def.parent) model.values[def.parent.field] = text(record[def.parent.field]);
  for (const field of def.files) {
    const current = record[field.name];
    model.existing[field.name] = typeof current === "string" && current ? current : null;
  }
  return model;
}

function isBlank(def: CollectionDefinition, name: string, value: string): boolean {
  const field = def.fields.find((candidate) => candidate.name === name);
  return field?.kind === "richtext" ? !plainText(value).trim() : !value.trim();
}

/**
 * The first failing rule of admin.md §5 for this submit, in the order the form reads, or null.
 * The server checks the same rules again and its answer is the final word.
 */
export function validate(def: CollectionDefinition, model: FormModel, mode: Mode): string | null {
  const editing = mode.kind === "edit";
  if (def.parent && !model.values[def.parent.field]) return def.parent.requiredMessage;
  for (const field of def.fields) {
    const required = editing ? field.required?.onUpdate : field.required?.onCreate;
    if (required && isBlank(def, field.name, model.values[field.name] ?? "")) return required;
  }
  for (const field of def.files) {
    if (model.files[field.name]) continue;
    if (!editing && field.required?.onCreate) return field.required.onCreate;
    if (editing && field.required?.onUpdate) return field.required.onUpdate;
    // A required file removed from the record must be replaced (subcategory main image).
    if (editing && field.required?.onCreate && !model.existing[field.name]) return field.required.onCreate;
  }
  if (editing && def.updateNeedsAFile && !def.files.some((field) => model.files[field.name])) return def.updateNeedsAFile;
  return null;
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
