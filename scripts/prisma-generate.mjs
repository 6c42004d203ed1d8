// Generates the Prisma client without downloading engines: Prisma 7's client needs none at
// run time, and `generate` only checks that a schema engine path exists.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const noop = path.join(root, "tools/bin/noop-engine");
const result = spawnSync(
  process.execPath,
  [path.join(root, "node_modules/prisma/build/index.js"), "generate", "--schema", "prisma/schema.prisma"],
  {
    cwd: root,
    stdio: "inherit",
    env: {
      ...process.env,
      PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? noop,
      PRISMA_HIDE_UPDATE_MESSAGE: "1",
      CHECKPOINT_DISABLE: "1",
    },
  },
);
process.exit(result.status ?? 1);
