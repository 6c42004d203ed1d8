/** A database row of any content model: columns by their API names. */
export type Row = { id: number } & Record<string, unknown>;

type Where = Record<string, unknown>;

/**
 * The Prisma delegate operations the generic service uses. Every content model has them;
 * typing them once here keeps the rest of the service free of casts.
 */
export interface ModelDelegate {
  findMany(args: { where?: Where; orderBy?: Record<string, "asc" | "desc">[]; select?: Record<string, true>; skip?: number; take?: number }): Promise<Row[]>;
  findUnique(args: { where: { id: number } }): Promise<Row | null>;
  findFirst(args: { orderBy?: Record<string, "asc" | "desc">[] }): Promise<Row | null>;
  count(args?: { where?: Where }): Promise<number>;
  create(args: { data: Record<string, unknown> }): Promise<Row>;
  update(args: { where: { id: number }; data: Record<string, unknown> }): Promise<Row>;
  delete(args: { where: { id: number } }): Promise<Row>;
}

/** The delegate for a model accessor such as a content definition's `model` (e.g. `prisma.slider`) on a client or transaction. */
export function modelOf(client: object, def: { model: string }): ModelDelegate {
  const delegate = (client as Record<string, unknown>)[def.model];
  if (!delegate || typeof delegate !== "object") throw new Error(`No database model "${def.model}".`);
  return delegate as ModelDelegate;
}
