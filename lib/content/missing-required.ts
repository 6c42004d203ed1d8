import type { CollectionDefinition, FileField, ValueField } from "./collection-definition";

export type InputMode = "create" | "update";

/**
 * What a create or update carries, as the admin form and the server each see it. The form asks
 * its model; the server asks the request body. Only presence is asked here: lengths, numbers and
 * file types are checked by whoever holds the value.
 */
export interface SubmittedParts {
  /** The parent record is chosen (a valid id on the server). */
  hasParent: boolean;
  /** The field has text a reader would see (rich text without its markup). */
  hasValue(field: ValueField): boolean;
  /** A new file is sent for the field. */
  hasNewFile(field: FileField): boolean;
  /** On update, the record's current file stays (not removed with × or left out of a keep field). */
  keepsCurrentFile(field: FileField): boolean;
  /** Files sent to a multi-upload create. */
  uploadCount: number;
}

/**
 * The required-field rules of admin.md §5 and contract §5, one place for the admin form and the
 * server's parse-input: every missing part, keyed by its request field, in the order the form
 * reads (parent, values, files, then "at least one file"). The first entry is what the user is
 * told first.
 */
export function missingRequired(def: CollectionDefinition, mode: InputMode, parts: SubmittedParts): Map<string, string> {
  const missing = new Map<string, string>();
  const add = (key: string, message: string | undefined) => {
    if (message !== undefined && !missing.has(key)) missing.set(key, message);
  };
  const updating = mode === "update";

  if (def.parent && !parts.hasParent) add(def.parent.field, def.parent.requiredMessage);
  for (const field of def.fields) {
    if (!parts.hasValue(field)) add(field.name, updating ? field.required?.onUpdate : field.required?.onCreate);
  }

  if (def.multiUpload && !updating) {
    if (parts.uploadCount === 0) add(def.multiUpload.formField, def.multiUpload.noneMessage);
    return missing;
  }
  for (const field of def.files) {
    if (parts.hasNewFile(field)) continue;
    if (!updating) add(field.formField, field.required?.onCreate);
    else if (field.required?.onUpdate) add(field.formField, field.required.onUpdate);
    // A required file taken off the record must be replaced (the subcategory's main image).
    else if (!parts.keepsCurrentFile(field)) add(field.formField, field.required?.onCreate);
  }
  if (updating && def.updateNeedsAFile && def.files.length > 0 && !def.files.some((field) => parts.hasNewFile(field))) {
    add("files", def.updateNeedsAFile);
  }
  return missing;
}
