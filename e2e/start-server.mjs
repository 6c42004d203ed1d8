// Starts the production server for one e2e project on a fresh embedded database and
// upload folder (mail goes to the outbox, where tests read OTPs).
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const [name, port] = process.argv.slice(2);
const root = path.resolve(".e2e", name);
fs.rmSync(root, { recursive: true, force: true });
fs.mkdirSync(root, { recursive: true });

const env = {
  ...process.env,
  NODE_ENV: "production",
  NEXT_TELEMETRY_DISABLED: "1",
  PORT: port,
  HOSTNAME: "127.0.0.1",
  SITE_URL: `http://localhost:${port}`,
  DATA_DIR: path.join(root, "data"),
  UPLOAD_DIR: path.join(root, "uploads"),
  ADMIN_USERNAME: "admin",
  ADMIN_PASSWORD: "e2e-admin-password",
  ADMIN_EMAIL: "admin@ecopack.test",
  COMPANY_EMAIL: "sales@ecopack.test",
};
delete env.DATABASE_URL;
delete env.SMTP_URL;

const child = spawn(process.execPath, ["--import", "tsx", "server.ts"], { env, stdio: "inherit" });
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
