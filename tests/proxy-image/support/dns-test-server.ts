import dgram from "node:dgram";
import type { AddressInfo } from "node:net";

export interface DnsTestServer {
  /** "127.0.0.1:<port>", for Resolver.setServers. */
  server: string;
  /** Queries received, as "<name> <A|AAAA|type number>". */
  queries: string[];
  close(): Promise<void>;
}

const TYPES: Record<number, string> = { 1: "A", 28: "AAAA" };

/**
 * A minimal DNS server on loopback UDP: answers A records from `records`, AAAA with no data,
 * unknown names with NXDOMAIN; with `silent` it never answers (for timeouts).
 */
export async function startDnsTestServer(records: Record<string, string>, options: { silent?: boolean } = {}): Promise<DnsTestServer> {
  const socket = dgram.createSocket("udp4");
  const queries: string[] = [];
  socket.on("message", (query, from) => {
    const labels: string[] = [];
    let at = 12;
    while (query[at] !== 0 && at < query.length) {
      labels.push(query.subarray(at + 1, at + 1 + query[at]).toString("latin1"));
      at += query[at] + 1;
    }
    const questionEnd = at + 5;
    const name = labels.join(".").toLowerCase();
    const type = query.readUInt16BE(at + 1);
    queries.push(`${name} ${TYPES[type] ?? type}`);
    if (options.silent) return;
    const address = records[name];
    const answers: Buffer[] = [];
    if (address && type === 1) {
      const answer = Buffer.alloc(16);
      answer.writeUInt16BE(0xc00c, 0); // the question's name
      answer.writeUInt16BE(1, 2);
      answer.writeUInt16BE(1, 4);
      answer.writeUInt32BE(60, 6);
      answer.writeUInt16BE(4, 10);
      address.split(".").forEach((part, i) => answer.writeUInt8(Number(part), 12 + i));
      answers.push(answer);
    }
    const header = Buffer.alloc(12);
    query.copy(header, 0, 0, 2);
    header.writeUInt16BE(0x8180 | (address ? 0 : 3), 2); // response, recursion; NXDOMAIN when unknown
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(answers.length, 6);
    socket.send(Buffer.concat([header, query.subarray(12, questionEnd), ...answers]), from.port, from.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, "127.0.0.1", resolve));
  const { port } = socket.address() as AddressInfo;
  return { server: `127.0.0.1:${port}`, queries, close: () => new Promise<void>((resolve) => socket.close(() => resolve())) };
}
