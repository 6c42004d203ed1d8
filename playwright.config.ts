import path from "node:path";
import { defineConfig } from "@playwright/test";

// Two servers from the same build, each with its own fresh database and uploads, so the
// admin tests' writes never disturb the public-site tests.
const sitePort = Number(process.env.E2E_SITE_PORT || 3100);
const adminPort = Number(process.env.E2E_ADMIN_PORT || 3200);
// The cache tests change every content type and count database queries: a server of their own.
const cachePort = Number(process.env.E2E_CACHE_PORT || 3250);

export const E2E_ADMIN = { username: "admin", password: "e2e-admin-password", email: "admin@ecopack.test" };

const chromium = {
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
};

// Servers and helpers spawned through tsx resolve `server-only` as the test files do.
process.env.TSX_TSCONFIG_PATH ??= path.resolve("tsconfig.node.json");

export default defineConfig({
  // Test helpers import server modules, which mark themselves `server-only` (empty outside Next).
  tsconfig: "./tsconfig.node.json",
  testDir: "e2e",
  // Speed is judged by the benchmarks, not here: a loaded two-core runner gets room.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: chromium,
  },
  projects: [
    { name: "site", testMatch: /site\/.*\.spec\.ts/, use: { baseURL: `http://localhost:${sitePort}` } },
    { name: "admin", testMatch: /admin\/.*\.spec\.ts/, use: { baseURL: `http://localhost:${adminPort}` } },
    { name: "server", testMatch: /server\/.*\.spec\.ts/, use: { baseURL: `http://localhost:${sitePort}` } },
    { name: "cache", testMatch: /cache\/.*\.spec\.ts/, use: { baseURL: `http://localhost:${cachePort}` } },
    // Starts its own server on PostgreSQL, where it writes draft rows (e2e/preview/preview.spec.ts).
    { name: "preview", testMatch: /e2e\/preview\/[^/]*\.spec\.ts$/ },
    // Starts its own two servers on PostgreSQL, Redis and an S3-compatible store (e2e/scale/cluster.ts).
    { name: "scale", testMatch: /scale\/.*\.spec\.ts/ },
  ],
  webServer: [
    { name: "site", port: sitePort },
    { name: "admin", port: adminPort },
    { name: "cache", port: cachePort },
  ].map(({ name, port }) => ({
    command: `node e2e/start-server.mjs ${name} ${port}`,
    url: `http://localhost:${port}/api/ready`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "pipe" as const,
    stderr: "pipe" as const,
  })),
});
