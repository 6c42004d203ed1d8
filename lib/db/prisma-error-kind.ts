/** What a failed database write means to the caller, whatever the engine's number for it. */
export type PrismaErrorKind = "not_found" | "unique" | "foreign_key";

/**
 * The one table of the engine's error numbers: Prisma's (P2025 a record the write needed is
 * gone, P2002 a unique value taken, P2003/P2014 a relation refused) and PostgreSQL's own
 * foreign-key states, which a driver adapter can pass through unmapped.
 */
const KINDS: Record<string, PrismaErrorKind> = {
  P2025: "not_found",
  P2002: "unique",
  P2003: "foreign_key",
  P2014: "foreign_key",
  "23503": "foreign_key",
  "23001": "foreign_key",
};

/** The kind of a database error, or undefined for anything else. */
export function prismaErrorKind(error: unknown): PrismaErrorKind | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && Object.hasOwn(KINDS, code) ? KINDS[code] : undefined;
}
