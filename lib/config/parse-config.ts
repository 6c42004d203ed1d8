import { InvalidVariable } from "./invalid-variable";
import { buildConfig, variableSchema, type Config } from "./config-schema";
import { CONFIG_EXAMPLES, type ConfigVariable, type RawEnv } from "./config-variables";

type Env = Readonly<Record<string, string | undefined>>;

// A password is taken as typed; every other value loses surrounding blanks (copied from a file).
const UNTRIMMED = new Set<ConfigVariable>(["ADMIN_PASSWORD"]);

/** "PORT must be…", or the parser's own sentence when it already names the variable. */
function sentence(variable: ConfigVariable, problem: string): string {
  if (problem.startsWith(variable)) return problem;
  return /^[a-z]/.test(problem) ? `${variable} ${problem}` : `${variable}: ${problem}`;
}

/** A configuration that cannot work: one line per bad variable, each with an example value. */
export class ConfigError extends Error {
  constructor(readonly problems: { variable: ConfigVariable; problem: string }[]) {
    super(
      `Invalid configuration:\n${problems
        .map(({ variable, problem }) => `  ${sentence(variable, problem)} (example: ${variable}=${CONFIG_EXAMPLES[variable]})`)
        .join("\n")}`,
    );
    this.name = "ConfigError";
  }
}

/** The variables this server reads, as read: an empty value counts as unset. */
function readVariables(env: Env): RawEnv {
  const raw: RawEnv = {};
  for (const name of Object.keys(CONFIG_EXAMPLES) as ConfigVariable[]) {
    const value = env[name];
    const kept = value === undefined || UNTRIMMED.has(name) ? value : value.trim();
    if (kept) raw[name] = kept;
  }
  return raw;
}

/** Parses and checks every variable at once; throws a ConfigError naming each bad one. */
export function parseConfig(env: Env): Config {
  const raw = readVariables(env);
  const parsed = variableSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = new Map<ConfigVariable, string>();
    for (const issue of parsed.error.issues) {
      const variable = issue.path[0] as ConfigVariable;
      if (!problems.has(variable)) problems.set(variable, issue.message);
    }
    throw new ConfigError([...problems].map(([variable, problem]) => ({ variable, problem })));
  }
  // Combinations (S3 keys come in pairs) are the readers' own rules; they name their variable.
  try {
    return buildConfig(parsed.data, raw);
  } catch (error) {
    if (!(error instanceof InvalidVariable)) throw error;
    throw new ConfigError([{ variable: error.variable, problem: error.message }]);
  }
}
