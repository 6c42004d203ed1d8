// Starts the production server for one e2e project on a fresh embedded database and
// upload folder (mail goes to the outbox, where tests read OTPs).
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { isolatedServerEnv } from "../scripts/isolated-server-env.mjs";
import { productionServerCommand } from "../scripts/production-server.mjs";

const [name, port] = process.argv.slice(2);
const root = path.resolve(".e2e", name);
fs.rmSync(root, { recursive: true, force: true });
fs.mkdirSync(root, { recursive: true });

const env = {
  ...isolatedServerEnv({ port, root, adminPassword: "e2e-admin-password" }),
  ADMIN_USERNAME: "admin",
  ADMIN_EMAIL: "admin@ecopack.test",
  COMPANY_EMAIL: "sales@ecopack.test",
  // Every answer says how many database queries the server has run (the cache tests read it).
  DB_QUERY_COUNT_HEADER: "1",
  // Warnings and errors only: an access line per request would bury the test report
  // (e2e/server/operations.spec.ts checks the access log on a server of its own).
  LOG_LEVEL: "warn",
};

const server = productionServerCommand();
const child = spawn(server.command, server.args, { env, stdio: "inherit" });
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
