// A wrong variable stops the real server before it listens: exit code 1, one message naming the
// variable, its problem and an example, and no stack trace.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

function start(extra: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ecopack-bad-config-"));
  try {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, UPLOAD_DIR: path.join(dataDir, "uploads"), PORT: "0", NODE_ENV: "production", ...extra };
    delete env.DATABASE_URL;
    delete env.PGLITE_DIR;
    const result = spawnSync(process.execPath, ["--import", "tsx", "server.ts"], { env, encoding: "utf8", timeout: 120_000 });
    return { ...result, opened: fs.existsSync(path.join(dataDir, "pglite")) };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

describe("the server with a bad configuration", () => {
  it("refuses a SITE_URL without a scheme before opening anything", () => {
    const result = start({ SITE_URL: "www.example.com" });
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(
      "[server] failed to start: Invalid configuration:\n  SITE_URL must be an absolute URL starting with http:// or https:// (example: SITE_URL=https://www.example.com)\n",
    );
    expect(result.stdout).toBe("");
    expect(result.opened).toBe(false);
  });

  it("names each bad variable at once", () => {
    const result = start({ PORT: "80a", JWT_SECRET: "too-short", REDIS_URL: "localhost:6379" });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("PORT must be a whole number from 0 to 65535 (example: PORT=3000)");
    expect(result.stderr).toContain("JWT_SECRET is too short: use at least 32 characters");
    expect(result.stderr).toContain("REDIS_URL must be a Redis URL starting with redis:// or rediss:// (example: REDIS_URL=redis://redis:6379)");
    expect(result.stderr).not.toMatch(/^\s+at /m);
  });
});
