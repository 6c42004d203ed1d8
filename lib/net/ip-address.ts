import { isIP } from "node:net";

/** The 4 bytes of a dotted IPv4 address (as `net.isIP` accepts it). */
export function ipv4Bytes(address: string): number[] {
  return address.split(".").map(Number);
}

/** The 16 bytes of a valid IPv6 address (as `net.isIP` accepts it, embedded IPv4 included). */
export function ipv6Bytes(address: string): number[] {
  let text = address.toLowerCase();
  const tail: number[] = [];
  const lastColon = text.lastIndexOf(":");
  if (text.includes(".", lastColon)) {
    tail.push(...ipv4Bytes(text.slice(lastColon + 1)));
    text = `${text.slice(0, lastColon + 1)}0:0`;
  }
  const [head, rest] = text.includes("::") ? text.split("::") : [text, undefined];
  const groups = (part: string | undefined) => (part ? part.split(":").filter(Boolean).map((g) => parseInt(g, 16)) : []);
  const left = groups(head);
  const right = groups(rest);
  const words = rest === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill(0), ...right];
  const bytes = words.flatMap((word) => [word >> 8, word & 0xff]);
  if (tail.length) bytes.splice(12, 4, ...tail);
  return bytes;
}

/** True for ::ffff:a.b.c.d, which reaches (and is) the IPv4 host a.b.c.d. */
export function isIpv4Mapped(bytes: readonly number[]): boolean {
  return bytes.slice(0, 10).every((b) => b === 0) && bytes[10] === 0xff && bytes[11] === 0xff;
}

/**
 * Who a client is for rate limiting: an IPv4 address as it is (also when written IPv4-mapped),
 * an IPv6 address by its /64, since one IPv6 host is handed at least a /64 and could otherwise
 * take a fresh address for every request. Anything else (e.g. "unknown") is kept as given.
 */
export function rateLimitSubject(address: string): string {
  const bare = address.trim().replace(/^\[(.*)\]$/, "$1").replace(/%.*$/, "");
  const family = isIP(bare);
  if (family === 4) return bare;
  if (family !== 6) return address.trim();
  const bytes = ipv6Bytes(bare);
  if (isIpv4Mapped(bytes)) return bytes.slice(12).join(".");
  const words = [0, 2, 4, 6].map((at) => ((bytes[at] << 8) | bytes[at + 1]).toString(16));
  return `${words.join(":")}::/64`;
}
