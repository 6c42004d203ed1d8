import { badRequest } from "@/lib/http/http-error";
import { MAX_INT4, parseId } from "@/lib/http/record-id";
import type { CollectionDefinition, FileField, Requirement, ValueField } from "./collection-definition";
import { plainText, plainTextLength } from "./plain-text";
import { sanitizeRichText } from "./sanitize-rich-text";

export type InputMode = "create" | "update";

/** A request body as `readBody` gives it: strings, Files, or arrays of them for repeated fields. */
export type RawBody = Record<string, unknown>;

export interface ParsedInput {
  /** Value fields that were sent, trimmed, sanitised and converted (integers as numbers). */
  values: Record<string, string | number>;
  /** The parent record's id, when the definition has a parent. */
  parentId?: number;
  /** New files, by file field name (column). */
  files: Record<string, File>;
  /** File fields with a `keepField` whose current file is to be kept (update only). */
  kept: Set<string>;
  /** A multi-upload create: every file sent, in order. */
  uploads: File[];
}

/** Files one multi-upload call may carry: each one is decoded and re-encoded. */
export const MAX_FILES_PER_UPLOAD = 20;

function all(raw: RawBody, key: string): unknown[] {
  const value = raw[key];
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

/** An empty file input still sends a nameless, empty part: that is "no file". */
function realFiles(raw: RawBody, key: string): File[] {
  return all(raw, key).filter((v): v is File => v instanceof File && v.size > 0);
}

function scalar(raw: RawBody, key: string): string | number | undefined {
  const first = all(raw, key)[0];
  if (typeof first === "string") return first.trim();
  if (typeof first === "number" && Number.isFinite(first)) return first;
  if (typeof first === "boolean") return String(first);
  return undefined;
}

function requirementFor(required: Requirement | undefined, mode: InputMode): string | undefined {
  return mode === "create" ? required?.onCreate : required?.onUpdate;
}

function parseInteger(field: ValueField, value: string | number): number | string {
  const min = field.min ?? Number.MIN_SAFE_INTEGER;
  const invalid = `${field.label} must be a whole number${field.min !== undefined ? ` of at least ${field.min}` : ""}.`;
  const parsed = typeof value === "number" ? value : /^[+-]?\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(parsed) || parsed < min) return invalid;
  if (parsed > MAX_INT4 || parsed < -MAX_INT4 - 1) return `${field.label} is too large.`;
  return parsed;
}

/** Validates one value field; returns the value to store, an error text, or undefined to leave it out. */
function parseValue(field: ValueField, raw: RawBody, mode: InputMode): { value?: string | number; error?: string } {
  const required = requirementFor(field.required, mode);
  const given = scalar(raw, field.name);
  if (given === undefined || given === "") return required ? { error: required } : {};

  if (field.kind === "integer") {
    const parsed = parseInteger(field, given);
    return typeof parsed === "number" ? { value: parsed } : { error: parsed };
  }

  const text = String(given);
  if (field.maxLength !== undefined && text.length > field.maxLength) {
    return { error: `${field.label} must be at most ${field.maxLength} characters.` };
  }
  if (field.kind !== "richtext") return { value: text };

  const html = sanitizeRichText(text);
  // An editor left empty still sends markup such as <p></p>.
  if (!plainText(html).trim()) return required ? { error: required } : { value: "" };
  if (field.maxPlainLength && plainTextLength(html) > field.maxPlainLength.max) return { error: field.maxPlainLength.message };
  return { value: html };
}

function parseParentId(raw: RawBody, key: string): number | undefined {
  return parseId(scalar(raw, key)) ?? undefined;
}

/** A keep field counts only with a real value: clients send "", "null" or "undefined" for none. */
function keeps(raw: RawBody, field: FileField): boolean {
  if (!field.keepField) return false;
  const given = scalar(raw, field.keepField);
  return typeof given === "string" && given !== "" && given !== "null" && given !== "undefined";
}

/**
 * Turns a request body into the values and files of a create or update, following the
 * definition: required texts per mode, lengths, integers, sanitised rich text, files present.
 * File types are not checked here (storeUpload decides by the bytes). Throws a 400 whose
 * message is the first failure and whose details name every failing field.
 */
export function parseInput(def: CollectionDefinition, raw: RawBody, mode: InputMode): ParsedInput {
  const details: Record<string, string> = {};
  const fail = (key: string, text: string) => {
    details[key] ??= text;
  };
  const parsed: ParsedInput = { values: {}, files: {}, kept: new Set(), uploads: [] };

  if (def.parent) {
    const id = parseParentId(raw, def.parent.field);
    if (id === undefined) fail(def.parent.field, def.parent.requiredMessage);
    else parsed.parentId = id;
  }

  for (const field of def.fields) {
    const { value, error } = parseValue(field, raw, mode);
    if (error) fail(field.name, error);
    else if (value !== undefined) parsed.values[field.name] = value;
  }

  if (def.multiUpload && mode === "create") {
    const field = def.files[0];
    parsed.uploads = [...realFiles(raw, def.multiUpload.formField), ...(field ? realFiles(raw, field.formField) : [])];
    if (parsed.uploads.length === 0) fail(def.multiUpload.formField, def.multiUpload.noneMessage);
    else if (parsed.uploads.length > MAX_FILES_PER_UPLOAD) {
      fail(def.multiUpload.formField, `You can upload at most ${MAX_FILES_PER_UPLOAD} files at a time.`);
    }
  } else {
    for (const field of def.files) {
      const file = realFiles(raw, field.formField)[0];
      if (file) {
        parsed.files[field.name] = file;
        continue;
      }
      const required = requirementFor(field.required, mode);
      if (required) fail(field.formField, required);
      else if (mode === "update" && keeps(raw, field)) parsed.kept.add(field.name);
    }
    if (mode === "update" && def.updateNeedsAFile && def.files.length > 0 && Object.keys(parsed.files).length === 0) {
      fail("files", def.updateNeedsAFile);
    }
  }

  const first = Object.values(details)[0];
  if (first !== undefined) throw badRequest(first, details);
  return parsed;
}
