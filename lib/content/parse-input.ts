import { invalidFields } from "@/lib/http/http-error";
import { MAX_INT4, parseId } from "@/lib/http/record-id";
import { ALT_TEXT_MAX, altFieldOf, type CollectionDefinition, type FileField, type ValueField } from "./collection-definition";
import { missingRequired, type InputMode } from "./missing-required";
import { plainText, plainTextLength } from "./plain-text";
import { sanitizeRichText } from "./sanitize-rich-text";

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

function integerRule(field: ValueField): string {
  if (field.min !== undefined && field.max !== undefined) return ` from ${field.min} to ${field.max}`;
  return field.min !== undefined ? ` of at least ${field.min}` : "";
}

function parseInteger(field: ValueField, value: string | number): number | string {
  const min = field.min ?? Number.MIN_SAFE_INTEGER;
  const max = field.max ?? Number.MAX_SAFE_INTEGER;
  const invalid = `${field.label} must be a whole number${integerRule(field)}.`;
  const parsed = typeof value === "number" ? value : /^[+-]?\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(parsed) || parsed < min || (field.max !== undefined && parsed > max)) return invalid;
  if (parsed > MAX_INT4 || parsed < -MAX_INT4 - 1) return `${field.label} is too large.`;
  return parsed;
}

/** What was sent for a value field: the trimmed input, and what would be stored (undefined when blank). */
interface SentValue {
  input?: string | number;
  stored?: string | number;
}

function sentValue(field: ValueField, raw: RawBody): SentValue {
  const input = scalar(raw, field.name);
  if (input === undefined || input === "") return {};
  // Oversized input is refused by its length before any sanitising work.
  if (field.kind !== "richtext" || tooLong(field, input)) return { input, stored: input };
  const html = sanitizeRichText(String(input));
  // An editor left empty still sends markup such as <p></p>.
  return { input, stored: plainText(html).trim() ? html : undefined };
}

function tooLong(field: ValueField, input: string | number): boolean {
  return field.maxLength !== undefined && String(input).length > field.maxLength;
}

/** Checks a value that was given; returns the value to store or an error text. */
function parseValue(field: ValueField, { input, stored }: Required<SentValue>): { value?: string | number; error?: string } {
  if (field.kind === "integer") {
    const parsed = parseInteger(field, stored);
    return typeof parsed === "number" ? { value: parsed } : { error: parsed };
  }
  if (tooLong(field, input)) return { error: `${field.label} must be at most ${field.maxLength} characters.` };
  const text = String(stored);
  if (field.kind === "richtext" && field.maxPlainLength && plainTextLength(text) > field.maxPlainLength.max) {
    return { error: field.maxPlainLength.message };
  }
  return { value: text };
}

/**
 * A file field's alternative text: optional, plain text on one line (markup and control
 * characters removed), at most ALT_TEXT_MAX characters. Sent empty, it is cleared.
 */
function parseAltText(field: FileField, raw: RawBody): { name: string; value?: string; error?: string } | null {
  const name = altFieldOf(field);
  if (!name) return null;
  const given = scalar(raw, name);
  if (given === undefined) return { name };
  const text = plainText(String(given)).replace(/[\u0000-\u001f\u007f]/g, " ").replace(/\s+/g, " ").trim();
  if ([...text].length > ALT_TEXT_MAX) return { name, error: `${field.label} alternative text must be at most ${ALT_TEXT_MAX} characters.` };
  return { name, value: text };
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

  const parentId = def.parent ? parseParentId(raw, def.parent.field) : undefined;
  const values = new Map(def.fields.map((field) => [field.name, sentValue(field, raw)]));
  const sent = new Map(def.files.map((field) => [field.name, realFiles(raw, field.formField)[0]]));
  if (def.multiUpload && mode === "create") {
    const field = def.files[0];
    parsed.uploads = [...realFiles(raw, def.multiUpload.formField), ...(field ? realFiles(raw, field.formField) : [])];
  }
  const missing = missingRequired(def, mode, {
    hasParent: parentId !== undefined,
    hasValue: (field) => values.get(field.name)?.stored !== undefined,
    hasNewFile: (field) => sent.get(field.name) !== undefined,
    // Only a keep field can take a current file off the record; others stay unless replaced.
    keepsCurrentFile: (field) => !field.keepField || keeps(raw, field),
    uploadCount: parsed.uploads.length,
  });

  if (def.parent) {
    const message = missing.get(def.parent.field);
    if (message !== undefined) fail(def.parent.field, message);
    else parsed.parentId = parentId;
  }

  for (const field of def.fields) {
    const { input, stored } = values.get(field.name) ?? {};
    const required = missing.get(field.name);
    if (required !== undefined) fail(field.name, required);
    else if (input === undefined) continue;
    // A rich text emptied on purpose is stored empty.
    else if (stored === undefined) parsed.values[field.name] = "";
    else {
      const { value, error } = parseValue(field, { input, stored });
      if (error) fail(field.name, error);
      else if (value !== undefined) parsed.values[field.name] = value;
    }
  }

  for (const field of def.files) {
    const alt = parseAltText(field, raw);
    if (alt?.error) fail(alt.name, alt.error);
    else if (alt?.value !== undefined) parsed.values[alt.name] = alt.value;
  }

  if (def.multiUpload && mode === "create") {
    const message = missing.get(def.multiUpload.formField);
    if (message !== undefined) fail(def.multiUpload.formField, message);
    else if (parsed.uploads.length > MAX_FILES_PER_UPLOAD) {
      fail(def.multiUpload.formField, `You can upload at most ${MAX_FILES_PER_UPLOAD} files at a time.`);
    }
  } else {
    for (const field of def.files) {
      const file = sent.get(field.name);
      const required = missing.get(field.formField);
      if (file) parsed.files[field.name] = file;
      else if (required !== undefined) fail(field.formField, required);
      else if (mode === "update" && keeps(raw, field)) parsed.kept.add(field.name);
    }
    const message = missing.get("files");
    if (message !== undefined) fail("files", message);
  }

  if (Object.keys(details).length) throw invalidFields(details);
  return parsed;
}
