import path from "node:path";

export type DatabaseConfig =
  | { kind: "postgres"; url: string }
  | { kind: "pglite"; dir: string };

/** Which database the given environment names (the process's own is `config().database`). */
export function databaseConfig(env: Readonly<Record<string, string | undefined>>): DatabaseConfig {
  const url = env.DATABASE_URL?.trim();
  if (url) return { kind: "postgres", url };
  // PGLITE_DIR lets tests use `memory://`; everyone else gets DATA_DIR/pglite.
  const dir = env.PGLITE_DIR?.trim() || path.resolve(env.DATA_DIR?.trim() || "./data", "pglite");
  return { kind: "pglite", dir };
}
