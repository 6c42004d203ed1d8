import { Resolver } from "node:dns/promises";

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Every address a host name resolves to. Injectable so tests can stand in for DNS. */
export type HostResolver = (hostname: string, signal?: AbortSignal) => Promise<ResolvedAddress[]>;

/** Per query try; c-ares retries once more with a longer wait. */
export const DNS_TIMEOUT_MS = 2_000;

/**
 * Asks DNS directly (c-ares, on the event loop) for A and AAAA records, instead of
 * `dns.lookup`, which runs getaddrinfo on libuv's small thread pool: a burst of slow lookups
 * there would stall file reads, compression and password hashing for the whole process.
 * Each query has its own timeout, and an aborted request cancels its queries.
 */
export function dnsResolver(options: { servers?: string[]; timeoutMs?: number } = {}): HostResolver {
  return async (hostname, signal) => {
    const resolver = new Resolver({ timeout: options.timeoutMs ?? DNS_TIMEOUT_MS, tries: 2 });
    if (options.servers) resolver.setServers(options.servers);
    const cancel = () => resolver.cancel();
    signal?.addEventListener("abort", cancel, { once: true });
    try {
      const [v4, v6] = await Promise.allSettled([resolver.resolve4(hostname), resolver.resolve6(hostname)]);
      if (v4.status === "rejected" && v6.status === "rejected") throw v4.reason;
      return [
        ...(v4.status === "fulfilled" ? v4.value.map((address) => ({ address, family: 4 as const })) : []),
        ...(v6.status === "fulfilled" ? v6.value.map((address) => ({ address, family: 6 as const })) : []),
      ];
    } finally {
      signal?.removeEventListener("abort", cancel);
    }
  };
}

/** The machine's configured DNS servers. */
export const systemResolver: HostResolver = dnsResolver();
