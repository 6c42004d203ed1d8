import type { RawBody } from "@/lib/content/parse-input";
import { contentBodyRule } from "@/lib/content/body-rule";
import { JSON_BODY_LIMIT, readBody } from "@/lib/http/read-body";
import type { VersionedType } from "./versioned-type";

/**
 * A draft's body, read as the type's own create and update read theirs (contract §7): multipart
 * for a type with files, JSON otherwise and for the site settings, within the same caps. The
 * route knows the type only from its path, so the rule is chosen here, after the token check.
 */
export function readDraftBody(request: Request, type: VersionedType): Promise<RawBody> {
  const rule = type.def ? contentBodyRule(type.def) : { type: "json" as const, limit: JSON_BODY_LIMIT };
  return readBody(request, rule.type, rule.limit);
}
