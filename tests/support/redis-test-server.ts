// A throwaway Redis (Debian's redis-server, keeping nothing on disk) on a free loopback port, for
// the shared-cache tests and the two-instance browser tests. It can be stopped and started again
// on the same port, empty, as a Redis that went away and came back.
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";

export interface RedisTestServer {
  readonly url: string;
  readonly port: number;
  stop(): Promise<void>;
  start(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1", () => {
      socket.end();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
  });
}

async function launch(port: number): Promise<ChildProcess> {
  const child = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
  const deadline = Date.now() + 15_000;
  while (!(await accepts(port))) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`redis-server did not start on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return child;
}

export async function startRedisTestServer(): Promise<RedisTestServer> {
  const port = await freePort();
  let child: ChildProcess | null = await launch(port);
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop: async () => {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        running.once("exit", () => resolve());
        running.kill("SIGTERM");
      });
    },
    start: async () => {
      child ??= await launch(port);
    },
  };
}
