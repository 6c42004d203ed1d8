import { badRequest } from "./http-error";
import { HTTP_TEXT } from "./http-texts";

/** Largest value of a PostgreSQL `integer` (int4) column; every id is one. */
export const MAX_INT4 = 2_147_483_647;

/**
 * A record id from a path segment, a query value or a body field: a positive integer within
 * int4, or null. A larger number would reach the database as an out-of-range parameter.
 */
export function parseId(raw: unknown): number | null {
  const value = Array.isArray(raw) ? raw[0] : raw;
  const id = typeof value === "number" ? value : typeof value === "string" && /^\d{1,10}$/.test(value.trim()) ? Number(value.trim()) : NaN;
  return Number.isInteger(id) && id >= 1 && id <= MAX_INT4 ? id : null;
}

/** `parseId`, answering 400 `Invalid <name>.` for anything that is not an id. */
export function requireId(raw: unknown, name = "id"): number {
  const id = parseId(raw);
  if (id === null) throw badRequest(HTTP_TEXT.invalidId(name));
  return id;
}
