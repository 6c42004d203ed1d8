// Starts the compiled server (dist/server.mjs) in production mode from the existing build on its own fresh embedded
// database, uploads and outbox (what the Lighthouse audit and the benchmark measure), and
// answers a function that stops it and removes its folder.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { isolatedServerEnv } from "./isolated-server-env.mjs";
import { productionServerCommand } from "./production-server.mjs";

/** Whether a server answers at `base`. */
export async function answers(base) {
  try {
    const response = await fetch(`${base}/api/ready`, { signal: AbortSignal.timeout(3000) });
    return response.status < 500;
  } catch {
    return false;
  }
}

export async function startIsolatedServer({ base, adminPassword, label, env: extra = {} }) {
  const port = new URL(base).port || "3000";
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `ecopack-${label}-`));
  // Warnings and errors only: an access line per request would flood a benchmark's or a test's output.
  const env = { ...isolatedServerEnv({ port, root, siteUrl: base, adminPassword }), LOG_LEVEL: "warn", ...extra };
  console.log(`Starting the production server on port ${port} (data in ${root})...`);
  const server = productionServerCommand();
  const child = spawn(server.command, server.args, { env, stdio: ["ignore", "inherit", "inherit"] });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    }
    fs.rmSync(root, { recursive: true, force: true });
  };
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      fs.rmSync(root, { recursive: true, force: true });
      throw new Error(`the server exited with code ${child.exitCode} (is there a build? run npm run build first)`);
    }
    if (await answers(base)) return { stop, pid: child.pid };
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  await stop();
  throw new Error("the server did not answer within 180 s");
}
