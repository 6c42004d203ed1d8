import { notFound } from "@/lib/http/http-error";
import type { CollectionDefinition } from "./collection-definition";
import { modelOf, type ModelDelegate, type Row } from "@/lib/db/model-delegate";

export type MoveDirection = "up" | "down";

/** Where a record goes among its scope: one step up or down (buttons), or to a 1-based position (drag and drop). */
export type RecordMove = { direction: MoveDirection } | { position: number };

/** The administrator's order, then the oldest first (records saved before positions existed tie at 0). */
export const BY_POSITION: Record<string, "asc">[] = [{ position: "asc" }, { id: "asc" }];

type Scope = Record<string, unknown> | undefined;

/** The records a position counts among: all of the collection, or those of one parent. */
export function orderScope(def: CollectionDefinition, parentId: unknown): Scope {
  return def.parent ? { [def.parent.field]: parentId } : undefined;
}

/** The position after the last record of the scope: where a new record goes. */
export async function nextPosition(tx: object, def: CollectionDefinition, scope: Scope): Promise<number> {
  const [last] = await modelOf(tx, def).findMany({ where: scope, orderBy: [{ position: "desc" }, { id: "desc" }], select: { id: true, position: true }, take: 1 });
  return typeof last?.position === "number" ? last.position + 1 : 1;
}

/** The scope's rows (id and position) in their current order. */
function scopeRows(model: ModelDelegate, scope: Scope): Promise<Row[]> {
  return model.findMany({ where: scope, orderBy: BY_POSITION, select: { id: true, position: true } });
}

/** Stores 1..n as the positions of `rows` in the order given, writing only the rows whose position changes. */
async function numberInOrder(model: ModelDelegate, rows: Row[]): Promise<void> {
  for (const [index, row] of rows.entries()) {
    if (row.position !== index + 1) await model.update({ where: { id: row.id }, data: { position: index + 1 } });
    row.position = index + 1;
  }
}

/** Numbers the scope 1..n in its current order, closing gaps and splitting ties; answers the rows in order. */
export async function renumber(tx: object, def: CollectionDefinition, scope: Scope): Promise<Row[]> {
  const model = modelOf(tx, def);
  const rows = await scopeRows(model, scope);
  await numberInOrder(model, rows);
  return rows;
}

/**
 * Moves a record one step or to a position of its scope (clamped to 1..n), shifting the rows in
 * between, in one pass that also closes gaps and splits ties. Runs inside the collection's lock,
 * so concurrent moves queue and the scope is always numbered 1..n without duplicates or gaps.
 * Answers whether the order changed.
 */
export async function moveRecord(tx: object, def: CollectionDefinition, id: number, to: RecordMove): Promise<boolean> {
  const model = modelOf(tx, def);
  const current = await model.findUnique({ where: { id } });
  if (!current) throw notFound(def.messages.notFound);
  const order = await scopeRows(model, orderScope(def, def.parent ? current[def.parent.field] : undefined));
  const index = order.findIndex((row) => row.id === id);
  const target = "direction" in to ? index + (to.direction === "up" ? -1 : 1) : Math.min(Math.max(to.position, 1), order.length) - 1;
  const moved = target >= 0 && target < order.length && target !== index;
  if (moved) order.splice(target, 0, ...order.splice(index, 1));
  await numberInOrder(model, order);
  return moved;
}

/** Moves the scope's records at `position` and after one step down, so a restored record takes its old place. */
export async function makeRoomAt(tx: object, def: CollectionDefinition, scope: Scope, position: number): Promise<void> {
  const model = modelOf(tx, def);
  const after = await model.findMany({ where: { ...scope, position: { gte: position } }, orderBy: [{ position: "desc" }, { id: "desc" }], select: { id: true, position: true } });
  for (const row of after) await model.update({ where: { id: row.id }, data: { position: Number(row.position) + 1 } });
}
