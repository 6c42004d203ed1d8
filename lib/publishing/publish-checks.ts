import type { CollectionDefinition } from "@/lib/content/collection-definition";
import { missingRequired } from "@/lib/content/missing-required";
import { plainText } from "@/lib/content/plain-text";
import { invalidFields } from "@/lib/http/http-error";
import { siteSettingsSchema } from "@/lib/site/site-settings-schema";
import type { VersionedType } from "./versioned-type";

const filled = (value: unknown) => (typeof value === "string" ? value.trim() !== "" : typeof value === "number");

/**
 * A content record about to be published has every required part, by the rules (and texts) of
 * the documented create, or of the update for a record that is already live; 400 naming each
 * missing field otherwise.
 */
function checkContentRecord(def: CollectionDefinition, record: Record<string, unknown>, live: boolean): void {
  const hasFile = (name: string) => typeof record[name] === "string" && record[name] !== "";
  const missing = missingRequired(def, live ? "update" : "create", {
    hasParent: typeof record[def.parent?.field ?? ""] === "number",
    hasValue: (field) => (field.kind === "richtext" ? plainText(String(record[field.name] ?? "")).trim() !== "" : filled(record[field.name])),
    hasNewFile: (field) => hasFile(field.name),
    keepsCurrentFile: (field) => hasFile(field.name),
    uploadCount: def.files[0] && hasFile(def.files[0].name) ? 1 : 0,
  });
  if (missing.size > 0) throw invalidFields(Object.fromEntries(missing));
}

/** The site settings about to be published pass a save's checks; answers them as a save stores them. */
function checkSettingsRecord(record: Record<string, unknown>): Record<string, unknown> {
  const result = siteSettingsSchema.safeParse(record);
  if (result.success) return result.data;
  const details: Record<string, string> = {};
  for (const issue of result.error.issues) details[String(issue.path[0] ?? "settings")] ??= issue.message;
  throw invalidFields(details);
}

/** Checks a record before it is published (see above); answers the values to write. */
export function checkPublishable(type: VersionedType, record: Record<string, unknown>, live: boolean): Record<string, unknown> {
  if (!type.def) return checkSettingsRecord(record);
  checkContentRecord(type.def, record, live);
  return record;
}
