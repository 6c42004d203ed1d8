import { afterEach, describe, expect, it } from "vitest";
import { CLIENT_ADDRESS_HEADER, clientAddress, fromTrustedProxy, resolveClientAddress, vouchForClientAddresses } from "@/lib/http/client-address";
import { proxyTrustFromEnv } from "@/lib/config/proxy-trust";

const trust = (env: Record<string, string>) => proxyTrustFromEnv(env);

describe("client address", () => {
  it("ignores X-Forwarded-For unless TRUST_PROXY says how many proxies stand in front", () => {
    expect(resolveClientAddress("203.0.113.9", "1.2.3.4", trust({}))).toBe("203.0.113.9");
    expect(resolveClientAddress("::ffff:203.0.113.9", undefined, trust({}))).toBe("203.0.113.9");
    expect(resolveClientAddress("10.0.0.2", "198.51.100.7", trust({ TRUST_PROXY: "0" }))).toBe("10.0.0.2");
  });

  it("takes the address that many hops from the right", () => {
    // A client forged "6.6.6.6"; our one proxy appended the real address.
    const privateNetwork = { TRUST_PROXY_FROM: "10.0.0.0/8" };
    expect(resolveClientAddress("10.0.0.2", "6.6.6.6, 198.51.100.7", trust({ ...privateNetwork, TRUST_PROXY: "1" }))).toBe("198.51.100.7");
    expect(resolveClientAddress("10.0.0.2", "6.6.6.6, 198.51.100.7, 10.0.0.1", trust({ ...privateNetwork, TRUST_PROXY: "2" }))).toBe("198.51.100.7");
    // Fewer hops than proxies: fall back to the socket.
    expect(resolveClientAddress("10.0.0.2", "198.51.100.7", trust({ ...privateNetwork, TRUST_PROXY: "3" }))).toBe("10.0.0.2");
  });

  it("believes X-Forwarded-For only from peers in TRUST_PROXY_FROM (loopback only by default)", () => {
    // A client on the internet talking to the app directly cannot pick its address.
    expect(resolveClientAddress("203.0.113.9", "198.51.100.7", trust({ TRUST_PROXY: "1" }))).toBe("203.0.113.9");
    expect(resolveClientAddress("::1", "198.51.100.7", trust({ TRUST_PROXY: "1" }))).toBe("198.51.100.7");
    expect(resolveClientAddress("127.0.0.1", "198.51.100.7", trust({ TRUST_PROXY: "1" }))).toBe("198.51.100.7");
    // Nor can a neighbour on a private network (another container) unless TRUST_PROXY_FROM names it.
    expect(resolveClientAddress("fd12::3", "2001:db8::7", trust({ TRUST_PROXY: "1" }))).toBe("fd12::3");
    expect(resolveClientAddress("172.18.0.4", "198.51.100.7", trust({ TRUST_PROXY: "1" }))).toBe("172.18.0.4");
    expect(resolveClientAddress("fd12::3", "2001:db8::7", trust({ TRUST_PROXY: "1", TRUST_PROXY_FROM: "fd00::/8" }))).toBe("2001:db8::7");

    const only = trust({ TRUST_PROXY: "2", TRUST_PROXY_FROM: "192.0.2.0/24, 2001:db8:1::/48, 198.51.100.1" });
    expect(resolveClientAddress("192.0.2.10", "203.0.113.5, 198.51.100.1", only)).toBe("203.0.113.5");
    expect(resolveClientAddress("::ffff:192.0.2.10", "203.0.113.5, 198.51.100.1", only)).toBe("203.0.113.5");
    expect(resolveClientAddress("2001:db8:1:ff::2", "203.0.113.5, 198.51.100.1", only)).toBe("203.0.113.5");
    // A private peer not in the list is not a proxy of ours.
    expect(resolveClientAddress("10.0.0.2", "203.0.113.5, 198.51.100.1", only)).toBe("10.0.0.2");
    // The first proxy is trusted, the entry it vouches for is not: that entry is the client.
    expect(resolveClientAddress("192.0.2.10", "6.6.6.6, 198.51.100.99", only)).toBe("198.51.100.99");
  });

  it("vouches for a peer's own headers only when it is a trusted proxy", () => {
    expect(fromTrustedProxy("127.0.0.1", trust({}))).toBe(false);
    expect(fromTrustedProxy("127.0.0.1", trust({ TRUST_PROXY: "1" }))).toBe(true);
    expect(fromTrustedProxy("::ffff:127.0.0.1", trust({ TRUST_PROXY: "1" }))).toBe(true);
    expect(fromTrustedProxy("10.0.0.2", trust({ TRUST_PROXY: "1" }))).toBe(false);
    expect(fromTrustedProxy("10.0.0.2", trust({ TRUST_PROXY_FROM: "10.0.0.0/8" }))).toBe(true);
    expect(fromTrustedProxy(undefined, trust({ TRUST_PROXY: "1" }))).toBe(false);
  });

  it("reads one hop when only TRUST_PROXY_FROM is set, and refuses a malformed list at start", () => {
    expect(resolveClientAddress("192.0.2.10", "198.51.100.7", trust({ TRUST_PROXY_FROM: "192.0.2.0/24" }))).toBe("198.51.100.7");
    for (const bad of ["10.0.0.0/33", "nonsense", "10.0.0.0/8/1", "::/129", "10.0.0.0/x"]) {
      expect(() => trust({ TRUST_PROXY: "1", TRUST_PROXY_FROM: bad }), bad).toThrow(/TRUST_PROXY_FROM/);
    }
  });

  describe("the header handlers read", () => {
    afterEach(() => vouchForClientAddresses());

    it("reads only the header the start-up server sets", () => {
      const request = new Request("http://x/", { headers: { [CLIENT_ADDRESS_HEADER]: "198.51.100.7", "x-forwarded-for": "6.6.6.6" } });
      expect(clientAddress(request)).toBe("198.51.100.7");
      expect(clientAddress(new Request("http://x/", { headers: { "x-forwarded-for": "6.6.6.6" } }))).toBe("unknown");
    });

    it("ignores the header when no start-up server vouches for it (an app run with next start)", () => {
      vouchForClientAddresses(false);
      const forged = new Request("http://x/", { headers: { [CLIENT_ADDRESS_HEADER]: "198.51.100.7" } });
      expect(clientAddress(forged)).toBe("unknown");
    });
  });
});
