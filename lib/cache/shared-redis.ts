import { createClient } from "redis";
import { config } from "@/lib/config/config";
import { logger } from "@/lib/log/logger";

/**
 * The one Redis connection of a process, when `REDIS_URL` is set: several instances share
 * Next's data cache and hear of each other's saves through it. Commands fail at once while the
 * connection is down (no offline queue, short timeouts), so a lost Redis costs a render, never a
 * hanging request; the client reconnects by itself.
 */
export interface SharedRedis {
  readonly client: ReturnType<typeof createClient>;
  /** Every key this site writes starts with it. */
  readonly prefix: string;
  /** Whether commands can be sent right now. */
  readonly ready: boolean;
  /** Runs `listener` each time the connection is back after a loss. */
  onRecovered(listener: () => void): void;
}

const COMMAND_TIMEOUT_MS = 500;
const holder = globalThis as typeof globalThis & { __ecopackSharedRedis?: SharedRedis | null };

/** The process's connection (Next bundles its own copy of this module, hence globalThis), or null without `REDIS_URL`. */
export function sharedRedis(): SharedRedis | null {
  if (holder.__ecopackSharedRedis !== undefined) return holder.__ecopackSharedRedis;
  const url = config().redisUrl;
  holder.__ecopackSharedRedis = url ? connectSharedRedis(url) : null;
  return holder.__ecopackSharedRedis;
}

/** A new connection (the process's own is `sharedRedis()`; tests open more, as other instances would). */
export function connectSharedRedis(url: string): SharedRedis {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    commandOptions: { timeout: COMMAND_TIMEOUT_MS },
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000) },
  });
  const listeners: Array<() => void> = [];
  let ready = false;
  let lost = false;

  client.on("ready", () => {
    ready = true;
    if (!lost) return;
    lost = false;
    logger().info("[cache] Redis is back: the shared cache is in use again");
    for (const listener of listeners) listener();
  });
  const loseConnection = (error?: Error) => {
    ready = false;
    if (lost) return;
    lost = true;
    logger().error(`[cache] Redis unreachable (${error?.message || "connection closed"}): pages are rendered for every request until it is back`);
  };
  client.on("error", loseConnection);
  client.on("end", () => loseConnection());
  // A failed first connection is reported through the "error" event and retried by the client.
  client.connect().catch(() => {});

  return {
    client,
    prefix: "ecopack:",
    get ready() {
      return ready;
    },
    onRecovered: (listener) => void listeners.push(listener),
  };
}
