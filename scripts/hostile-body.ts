// Sends a request with a large body over a raw socket, the way an attacker would, and reports
// when the server answered and how much of the body it had taken by then. Shared by the
// real-server tests (e2e/server) and `npm run measure:refusals`.
import net from "node:net";

export interface HostileBody {
  port: number;
  method: string;
  path: string;
  headers?: Record<string, string>;
  /** Bytes of body to send (the default: none beyond the headers). */
  bytes?: number;
  /** Send them chunked (no Content-Length). */
  chunked?: boolean;
  /** Keep sending the whole body after the answer, as a flood would (the default: hang up). */
  sendAll?: boolean;
  /** Give up after this long. */
  timeoutMs?: number;
}

export interface HostileAnswer {
  /** The answer's status, or 0 when none came. */
  status: number;
  /** Milliseconds from connecting to the first byte of the answer. */
  ms: number;
  /** Body bytes the server had accepted (written to the socket with no back-pressure left) when it answered. */
  bytesSentBeforeAnswer: number;
  body: string;
}

const CHUNK = 64 * 1024;

export function sendHostileBody(options: HostileBody): Promise<HostileAnswer> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(options.port, "127.0.0.1");
    const total = options.bytes ?? 0;
    let sent = 0;
    let answer: HostileAnswer | null = null;
    let received = "";
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(answer ?? { status: 0, ms: Date.now() - started, bytesSentBeforeAnswer: sent, body: "" });
    };
    const timer = setTimeout(finish, options.timeoutMs ?? 30_000);
    socket.on("data", (data) => {
      received += data.toString("latin1");
      answer ??= { status: 0, ms: Date.now() - started, bytesSentBeforeAnswer: sent, body: "" };
      const end = received.indexOf("\r\n\r\n");
      if (end === -1) return;
      answer.status = Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0);
      // The JSON envelope is short: a moment for it to arrive, then hang up.
      answer.body = received.slice(end + 4);
      const complete = /\r\n0\r\n\r\n$/.test(received) || /content-length/i.test(received.slice(0, end));
      if (complete && (!options.sendAll || sent >= total)) setTimeout(finish, 20);
    });
    socket.on("error", finish);
    socket.on("close", finish);
    const headers = { host: `localhost:${options.port}`, ...options.headers, ...(options.chunked ? { "transfer-encoding": "chunked" } : {}) };
    socket.write(`${options.method} ${options.path} HTTP/1.1\r\n${Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join("")}\r\n`);
    const payload = Buffer.alloc(CHUNK, 0x7b);
    const framed = Buffer.concat([Buffer.from(`${CHUNK.toString(16)}\r\n`), payload, Buffer.from("\r\n")]);
    const pump = () => {
      const sending = () => !socket.destroyed && (options.sendAll || !answer);
      while (sent < total && sending()) {
        sent += CHUNK;
        if (!socket.write(options.chunked ? framed : payload)) return void socket.once("drain", pump);
      }
      if (sent < total || !sending()) return;
      if (options.chunked) socket.write("0\r\n\r\n");
      if (answer) setTimeout(finish, 20);
    };
    pump();
  });
}
