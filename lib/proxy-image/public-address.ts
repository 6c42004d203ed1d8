import { isIP } from "node:net";
import { ipv4Bytes, ipv6Bytes, isIpv4Mapped } from "@/lib/net/ip-address";

type Range = readonly [base: readonly number[], prefix: number];

// Everything that is not the public internet (RFC 6890 and friends): this network, private,
// CGNAT, loopback, link-local (with cloud metadata at 169.254.169.254), protocol assignments,
// documentation, 6to4 relay, benchmarking, multicast, reserved and broadcast.
const BLOCKED_V4: readonly Range[] = [
  [[0, 0, 0, 0], 8],
  [[10, 0, 0, 0], 8],
  [[100, 64, 0, 0], 10],
  [[127, 0, 0, 0], 8],
  [[169, 254, 0, 0], 16],
  [[172, 16, 0, 0], 12],
  [[192, 0, 0, 0], 24],
  [[192, 0, 2, 0], 24],
  [[192, 88, 99, 0], 24],
  [[192, 168, 0, 0], 16],
  [[198, 18, 0, 0], 15],
  [[198, 51, 100, 0], 24],
  [[203, 0, 113, 0], 24],
  [[224, 0, 0, 0], 4],
  [[240, 0, 0, 0], 4],
];

// Inside global unicast 2000::/3, the parts that are not ordinary public hosts.
const BLOCKED_V6: readonly Range[] = [
  [[0x20, 0x01, 0x00, 0x00], 32], // Teredo: tunnels to arbitrary IPv4 hosts
  [[0x20, 0x01, 0x00, 0x10], 28], // ORCHID
  [[0x20, 0x01, 0x00, 0x20], 28], // ORCHIDv2
  [[0x20, 0x01, 0x0d, 0xb8], 32], // documentation
  [[0x3f, 0xff], 20], // documentation (RFC 9637)
];

function inRange(bytes: readonly number[], [base, prefix]: Range): boolean {
  for (let bit = 0; bit < prefix; bit += 8) {
    const mask = prefix - bit >= 8 ? 0xff : (0xff << (8 - (prefix - bit))) & 0xff;
    if (((bytes[bit / 8] ?? 0) & mask) !== ((base[bit / 8] ?? 0) & mask)) return false;
  }
  return true;
}

function isPublicV4(bytes: readonly number[]): boolean {
  return !BLOCKED_V4.some((range) => inRange(bytes, range));
}

function isPublicV6(bytes: readonly number[]): boolean {
  // IPv4-mapped ::ffff:a.b.c.d reaches the IPv4 host: judge that host.
  if (isIpv4Mapped(bytes)) return isPublicV4(bytes.slice(12));
  // NAT64 64:ff9b::/96 also carries an IPv4 host.
  if (inRange(bytes, [[0x00, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0], 96])) return isPublicV4(bytes.slice(12));
  // 6to4 2002::/16 embeds the IPv4 address of its relay end.
  if (bytes[0] === 0x20 && bytes[1] === 0x02) return isPublicV4(bytes.slice(2, 6));
  // Only global unicast is public: this excludes ::, ::1, IPv4-compatible, fc00::/7 (unique
  // local), fe80::/10 (link-local), fec0::/10, ff00::/8 (multicast) and other reserved space.
  if (!inRange(bytes, [[0x20], 3])) return false;
  return !BLOCKED_V6.some((range) => inRange(bytes, range));
}

/**
 * Whether an IP address is a public internet host the image proxy may contact. Accepts
 * IPv4 and IPv6 (brackets allowed); anything else, and any scoped address, is refused.
 */
export function isPublicAddress(address: string): boolean {
  const bare = address.startsWith("[") && address.endsWith("]") ? address.slice(1, -1) : address;
  if (bare.includes("%")) return false; // a zone id only exists for link-local scopes
  const family = isIP(bare);
  if (family === 4) return isPublicV4(ipv4Bytes(bare));
  if (family === 6) return isPublicV6(ipv6Bytes(bare));
  return false;
}
