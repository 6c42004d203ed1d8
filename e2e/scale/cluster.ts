// Two production servers sharing one PostgreSQL database, one Redis and one S3-compatible store,
// each started here on free loopback ports (Debian's redis-server, s3rver as a child process),
// for the scale-out tests. Everything is removed again by `stop()`.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import { isolatedServerEnv } from "../../scripts/isolated-server-env.mjs";
import { freePort, startRedisTestServer } from "../../tests/support/redis-test-server";
import { createThrowawayDatabase, TEST_POSTGRES_SERVER } from "../../tests/support/throwaway-database";
import { productionServerCommand } from "../../scripts/production-server.mjs";

export const SCALE_ADMIN = { username: "admin", password: "scale-admin-password" };

export interface Instance {
  readonly url: string;
  readonly uploadDir: string;
  /** Everything the server printed so far. */
  output(): string;
}

export interface Cluster {
  readonly instances: [Instance, Instance];
  /** Stops Redis (the instances keep running). */
  stopRedis(): Promise<void>;
  /** Starts Redis again on the same port, empty. */
  startRedis(): Promise<void>;
  stop(): Promise<void>;
}

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

async function stopChild(child: ChildProcess | null): Promise<void> {
  if (!child) return;
  child.kill("SIGTERM");
  const killer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await exited(child);
  clearTimeout(killer);
}

export async function startCluster(): Promise<Cluster> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "ecopack-scale-"));
  const database = await createThrowawayDatabase(TEST_POSTGRES_SERVER, "ecopack_scale");

  const redis = await startRedisTestServer();

  const s3 = spawn(process.execPath, ["--import", "tsx", "tests/support/s3-test-server.ts"], { stdio: ["ignore", "pipe", "inherit"] });
  const s3Line = await new Promise<string>((resolve, reject) => {
    const lines = readline.createInterface({ input: s3.stdout! });
    lines.once("line", resolve);
    s3.once("exit", () => reject(new Error("s3rver exited before it was ready")));
  });
  const s3Info = JSON.parse(s3Line) as { endpoint: string; accessKeyId: string; secretAccessKey: string };

  const servers: ChildProcess[] = [];
  const instances = [] as unknown as [Instance, Instance];
  for (const name of ["one", "two"]) {
    const port = await freePort();
    const home = path.join(root, name);
    const uploadDir = path.join(home, "uploads");
    const env: NodeJS.ProcessEnv = {
      ...isolatedServerEnv({ port, root: home, adminPassword: SCALE_ADMIN.password }),
      ADMIN_USERNAME: SCALE_ADMIN.username,
      ADMIN_EMAIL: "admin@ecopack.test",
      DATABASE_URL: database.url,
      REDIS_URL: redis.url,
      S3_BUCKET: "ecopack-scale",
      S3_ENDPOINT: s3Info.endpoint,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: s3Info.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3Info.secretAccessKey,
      S3_FORCE_PATH_STYLE: "1",
      // Both instances must sign and check tokens with one key.
      JWT_SECRET: "scale-test-signing-key-0123456789abcdef0123456789",
    };
    fs.mkdirSync(uploadDir, { recursive: true });
    const server = productionServerCommand();
    const child = spawn(server.command, server.args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    servers.push(child);
    instances.push({ url: `http://127.0.0.1:${port}`, uploadDir, output: () => output });
  }

  const cluster: Cluster = {
    instances,
    stopRedis: () => redis.stop(),
    startRedis: () => redis.start(),
    stop: async () => {
      await Promise.all(servers.map(stopChild));
      await Promise.all([redis.stop(), stopChild(s3)]);
      await database.drop();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
  try {
    for (const instance of instances) {
      await waitFor(async () => (await fetch(`${instance.url}/api/ready`)).ok, `${instance.url} to start\n${instance.output()}`, 180_000);
    }
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  return cluster;
}
