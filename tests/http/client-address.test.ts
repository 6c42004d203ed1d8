import { describe, expect, it } from "vitest";
import { CLIENT_ADDRESS_HEADER, clientAddress, resolveClientAddress } from "@/lib/http/client-address";

describe("client address", () => {
  it("ignores X-Forwarded-For unless TRUST_PROXY says how many proxies stand in front", () => {
    expect(resolveClientAddress("203.0.113.9", "1.2.3.4", 0)).toBe("203.0.113.9");
    expect(resolveClientAddress("::ffff:203.0.113.9", undefined, 0)).toBe("203.0.113.9");
  });

  it("takes the address that many hops from the right", () => {
    // A client forged "6.6.6.6"; our one proxy appended the real address.
    expect(resolveClientAddress("10.0.0.2", "6.6.6.6, 198.51.100.7", 1)).toBe("198.51.100.7");
    expect(resolveClientAddress("10.0.0.2", "6.6.6.6, 198.51.100.7, 10.0.0.1", 2)).toBe("198.51.100.7");
    // Fewer hops than proxies: fall back to the socket.
    expect(resolveClientAddress("10.0.0.2", "198.51.100.7", 3)).toBe("10.0.0.2");
  });

  it("reads only the header the start-up server sets", () => {
    const request = new Request("http://x/", { headers: { [CLIENT_ADDRESS_HEADER]: "198.51.100.7", "x-forwarded-for": "6.6.6.6" } });
    expect(clientAddress(request)).toBe("198.51.100.7");
    expect(clientAddress(new Request("http://x/", { headers: { "x-forwarded-for": "6.6.6.6" } }))).toBe("unknown");
  });
});
