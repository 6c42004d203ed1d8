import net from "node:net";
import { InvalidVariable } from "./invalid-variable";

/** Which reverse proxies stand in front, and from which peers their `X-Forwarded-For` is believed. */
export interface ProxyTrust {
  /** TRUST_PROXY: how many proxies append to X-Forwarded-For. */
  hops: number;
  /** TRUST_PROXY_FROM: whether an address may be one of them. */
  trusts: (address: string) => boolean;
}

/**
 * Peers believed when TRUST_PROXY_FROM is unset: this machine only (a proxy on the same host).
 * A private network holds more than the proxy (other containers, other tenants), so a proxy
 * elsewhere is named in TRUST_PROXY_FROM.
 */
export const DEFAULT_TRUST_PROXY_FROM = "127.0.0.0/8, ::1/128";

function trustedPeers(list: string): (address: string) => boolean {
  const peers = new net.BlockList();
  for (const entry of list.split(",").map((part) => part.trim()).filter(Boolean)) {
    const [address = "", prefix, extra] = entry.split("/");
    const family = net.isIP(address);
    const bits = prefix === undefined ? (family === 6 ? 128 : 32) : /^\d{1,3}$/.test(prefix) ? Number(prefix) : NaN;
    if (!family || extra !== undefined || !(bits >= 0 && bits <= (family === 6 ? 128 : 32))) {
      throw new InvalidVariable("TRUST_PROXY_FROM", `TRUST_PROXY_FROM: "${entry}" is not an IPv4 or IPv6 address or CIDR range (e.g. 10.0.0.0/8, fd00::/8)`);
    }
    peers.addSubnet(address, bits, family === 6 ? "ipv6" : "ipv4");
  }
  return (address) => {
    const family = net.isIP(address);
    return family !== 0 && peers.check(address, family === 6 ? "ipv6" : "ipv4");
  };
}

/**
 * Reads TRUST_PROXY (a hop count, default 0; 1 when only TRUST_PROXY_FROM is set) and
 * TRUST_PROXY_FROM (comma-separated addresses and CIDR ranges). Throws on a malformed list so
 * the server does not start believing the wrong peers.
 */
export function proxyTrustFromEnv(env: Readonly<Record<string, string | undefined>>): ProxyTrust {
  const from = env.TRUST_PROXY_FROM?.trim();
  const count = env.TRUST_PROXY?.trim();
  const hops = count ? Math.max(0, Math.floor(Number(count)) || 0) : from ? 1 : 0;
  return { hops, trusts: trustedPeers(from || DEFAULT_TRUST_PROXY_FROM) };
}
