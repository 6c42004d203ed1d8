import { notFound } from "@/lib/http/http-error";
import type { CollectionDefinition } from "./collection-definition";

/**
 * The record id of a route parameter. Anything but a positive integer within the column's
 * range names no record, so it gets the collection's 404 rather than a database error.
 */
export function recordId(def: CollectionDefinition, raw: unknown): number {
  const text = Array.isArray(raw) ? raw[0] : raw;
  const id = typeof text === "string" && /^\d{1,10}$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw notFound(def.messages.notFound);
  return id;
}
