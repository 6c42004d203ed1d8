import "server-only";
import { CONFIG_EXAMPLES } from "./config-variables";
import type { Config } from "./config-schema";
import { parseConfig } from "./parse-config";

type Cached = { fingerprint: string; config: Config };

// Process-wide: Next bundles its own copy of this module beside server.ts's.
const holder = globalThis as typeof globalThis & { __ecopackConfig?: Cached };
const NAMES = Object.keys(CONFIG_EXAMPLES);

/**
 * The process's configuration, parsed from the environment once. The server never changes its
 * environment, so it is parsed once there; a test or script that sets a variable gets a new
 * parse on the next call, since the cache is keyed by the values it was parsed from.
 */
export function config(): Config {
  const fingerprint = NAMES.map((name) => process.env[name] ?? "\u0000").join("\u0001");
  const cached = holder.__ecopackConfig;
  if (cached?.fingerprint === fingerprint) return cached.config;
  const parsed = parseConfig(process.env);
  holder.__ecopackConfig = { fingerprint, config: parsed };
  return parsed;
}
