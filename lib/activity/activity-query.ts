import { z } from "zod";
import { ACTIVITY_ACTIONS } from "./activity-actions";
import { ACTIVITY_TEXT } from "./activity-texts";

export const ACTIVITY_PAGE_SIZE = 50;
export const ACTIVITY_MAX_PAGE_SIZE = 100;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;
const CURSOR = /^(\d{1,15})\.(\d{1,10})$/;

/** Where a page ends: the last entry's time and id; the next page starts strictly after it. */
export interface ActivityCursor {
  at: Date;
  id: number;
}

export function encodeCursor(cursor: ActivityCursor): string {
  return `${cursor.at.getTime()}.${cursor.id}`;
}

/** A bare day means that whole UTC day: from its start, to its end. */
const dateParam = (end: boolean) =>
  z
    .string()
    .trim()
    .transform((value, ctx) => {
      const date = new Date(value);
      if (!(DAY.test(value) || value.includes("T")) || Number.isNaN(date.getTime())) {
        ctx.addIssue({ code: "custom", message: ACTIVITY_TEXT.badDate });
        return z.NEVER;
      }
      return end && DAY.test(value) ? new Date(date.getTime() + DAY_MS - 1) : date;
    });

/**
 * `GET /api/admin/activity`'s query: `account` (an id), `action`, `collection`, `from` and `to`
 * (days or date-times, both ends included), `limit` and `before` (the `next_cursor` of the page
 * before). Empty values count as unset.
 */
export const activityQuerySchema = z
  .object({
    account: z.string().regex(/^\d{1,9}$/, ACTIVITY_TEXT.badAccount).transform(Number).optional(),
    action: z.enum(ACTIVITY_ACTIONS, { error: ACTIVITY_TEXT.badAction }).optional(),
    collection: z.string().trim().min(1).max(64).optional(),
    from: dateParam(false).optional(),
    to: dateParam(true).optional(),
    limit: z
      .string()
      .regex(/^\d{1,3}$/, ACTIVITY_TEXT.badLimit)
      .transform(Number)
      .refine((value) => value >= 1 && value <= ACTIVITY_MAX_PAGE_SIZE, ACTIVITY_TEXT.badLimit)
      .optional(),
    before: z
      .string()
      .regex(CURSOR, ACTIVITY_TEXT.badCursor)
      .transform((value): ActivityCursor => {
        const [, ms, id] = CURSOR.exec(value)!;
        return { at: new Date(Number(ms)), id: Number(id) };
      })
      .optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: ACTIVITY_TEXT.badRange, path: ["from"] });

export type ActivityQuery = z.infer<typeof activityQuerySchema>;

/** Parses the search parameters (the first of each; empty ones dropped); a bad one throws the ZodError route() answers as 400. */
export function parseActivityQuery(params: URLSearchParams): ActivityQuery {
  const raw: Record<string, string> = {};
  for (const [key, value] of params) if (!(key in raw) && value.trim() !== "") raw[key] = value;
  return activityQuerySchema.parse(raw);
}
