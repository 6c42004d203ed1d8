import { JSON_BODY_LIMIT } from "@/lib/http/read-body";
import type { BodyRule } from "@/lib/api/route";
import { largestUpload } from "@/lib/uploads/limits";
import type { CollectionDefinition } from "./collection-definition";
import { MAX_FILES_PER_UPLOAD } from "./parse-input";

/** Room for part headers, boundaries, ids and the kept-file fields of a multipart body. */
const FORM_ALLOWANCE = 64 * 1024;

/** A UTF-16 code unit of a text field is at most 3 bytes of UTF-8. */
const BYTES_PER_CHAR = 3;

/**
 * How a content type's create and update bodies are read, from its definition: JSON capped like
 * every JSON call, or multipart capped at the sum of its files' caps (a multi-upload: the most
 * files one call may carry) plus its text fields' limits and a small allowance. Each file's own
 * cap is then checked by storeUpload.
 */
export function contentBodyRule(def: CollectionDefinition): BodyRule {
  if (def.body === "json") return { type: "json", limit: JSON_BODY_LIMIT };
  const files = def.files.reduce((sum, field) => sum + largestUpload(field.accept), 0);
  const uploads = def.multiUpload && def.files[0] ? largestUpload(def.files[0].accept) * MAX_FILES_PER_UPLOAD : 0;
  const text = def.fields.reduce((sum, field) => sum + (field.maxLength ?? 0) * BYTES_PER_CHAR, 0);
  return { type: "multipart", limit: Math.max(files, uploads) + text + FORM_ALLOWANCE };
}
