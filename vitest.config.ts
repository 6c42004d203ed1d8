import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  // `server-only` is empty on the server side, as Next and tsconfig.node.json resolve it.
  resolve: { alias: { "@": path.resolve(import.meta.dirname), "server-only": path.resolve(import.meta.dirname, "node_modules/server-only/empty.js") } },
  test: {
    include: ["tests/**/*.test.ts", "tests/**/*.test.tsx"],
    setupFiles: ["tests/setup/isolated-environment.ts"],
    environment: "node",
    // Servers and helpers the tests spawn through tsx resolve `server-only` the same way.
    env: { TSX_TSCONFIG_PATH: path.resolve(import.meta.dirname, "tsconfig.node.json") },
    pool: "forks",
    // bcrypt at cost 12 is slow by design; leave room on a loaded 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two cores: two files at a time, each with its own database.
    maxWorkers: 2,
  },
});
