import { config } from "@/lib/config/config";
import type { Config } from "@/lib/config/config-schema";

/**
 * Whether a start seeds demonstration content into an empty database. Made-up testimonials and
 * counters must never reach a real site by default: they are seeded for a first look (the
 * embedded database, or anything but NODE_ENV=production) and not for production on PostgreSQL.
 * `SEED_DEMO_CONTENT=1` forces them, `=0` prevents them.
 */
export function demoContentWanted(settings: Config = config()): boolean {
  if (settings.seedDemoContent !== undefined) return settings.seedDemoContent;
  return !(settings.production && settings.database.kind === "postgres");
}
