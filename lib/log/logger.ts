import "server-only";
import { createRequire } from "node:module";
import pino, { type DestinationStream, type Logger } from "pino";
import { config } from "@/lib/config/config";
import { currentRequestId } from "./request-context";

// Process-wide: server.ts and Next's bundles share one logger and one output stream.
const holder = globalThis as typeof globalThis & { __ecopackLogger?: Logger };

/**
 * A logger writing to `destination`: JSON lines (production, or any explicit destination), or
 * readable lines in development through pino-pretty (a dev dependency, never loaded otherwise).
 * Each line made while a request is handled carries its `requestId`.
 */
export function createLogger(options: { level: string; pretty: boolean; destination?: DestinationStream }): Logger {
  const settings = {
    level: options.level,
    base: undefined,
    mixin: () => {
      const requestId = currentRequestId();
      return requestId ? { requestId } : {};
    },
  };
  if (options.destination) return pino(settings, options.destination);
  if (!options.pretty) return pino(settings);
  // Loaded at run time only in development, so production never needs the package.
  const pretty = createRequire(/*turbopackIgnore: true*/ `${process.cwd()}/package.json`)("pino-pretty") as (options: object) => DestinationStream;
  return pino(settings, pretty({ sync: true, singleLine: true, ignore: "pid,hostname", translateTime: "SYS:HH:MM:ss.l" }));
}

/** The process's logger: level from LOG_LEVEL, pretty only in development. */
export function logger(): Logger {
  if (!holder.__ecopackLogger) {
    const { logLevel, nodeEnv } = config();
    holder.__ecopackLogger = createLogger({ level: logLevel, pretty: nodeEnv === "development" });
  }
  return holder.__ecopackLogger;
}

/** Replaces the process's logger (tests read what is written). */
export function setLogger(next: Logger | undefined): void {
  holder.__ecopackLogger = next;
}
