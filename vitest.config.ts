import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    include: ["tests/**/*.test.ts", "tests/**/*.test.tsx"],
    setupFiles: ["tests/setup/isolated-environment.ts"],
    environment: "node",
    pool: "forks",
    // bcrypt at cost 12 is slow by design; leave room on a loaded 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two cores: two files at a time, each with its own database.
    maxWorkers: 2,
  },
});
