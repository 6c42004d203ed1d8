import type { Db } from "@/lib/db";

/**
 * Serialises the writes of one collection until the surrounding transaction ends, so a limit
 * check and the insert it allows are atomic and a record's old files are read and replaced by
 * one writer at a time. The site settings' drafts and versions take it under their own key. An advisory lock works alike on PostgreSQL and PGlite and needs no row.
 */
export async function lockCollection(tx: Pick<Db, "$executeRaw">, def: { key: string }): Promise<void> {
  // executeRaw, not queryRaw: the function returns `void`, which the query path cannot decode.
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`content:${def.key}`}))`;
}
