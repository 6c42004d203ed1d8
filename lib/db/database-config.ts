import path from "node:path";

export type DatabaseConfig =
  | { kind: "postgres"; url: string }
  | { kind: "pglite"; dir: string };

/** Which database this process uses, read from the environment at call time. */
export function databaseConfig(env: Readonly<Record<string, string | undefined>> = process.env): DatabaseConfig {
  const url = env.DATABASE_URL?.trim();
  if (url) return { kind: "postgres", url };
  // PGLITE_DIR lets tests use `memory://`; everyone else gets DATA_DIR/pglite.
  const dir = env.PGLITE_DIR?.trim() || path.resolve(env.DATA_DIR?.trim() || "./data", "pglite");
  return { kind: "pglite", dir };
}
