import { lookup } from "node:dns/promises";

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Every address a host name resolves to. Injectable so tests can stand in for DNS. */
export type HostResolver = (hostname: string) => Promise<ResolvedAddress[]>;

/** The system resolver (hosts file, then DNS), all addresses in the resolver's order. */
export const systemResolver: HostResolver = async (hostname) => {
  const answers = await lookup(hostname, { all: true, verbatim: true });
  return answers.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
};
