// The environment of a production server on its own fresh embedded database, upload folder and
// mail outbox under `root`: what the browser tests and the Lighthouse audit both start.
import path from "node:path";

export function isolatedServerEnv({ port, root, siteUrl = `http://localhost:${port}`, adminPassword }) {
  const env = {
    ...process.env,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    PORT: String(port),
    HOSTNAME: "127.0.0.1",
    SITE_URL: siteUrl,
    DATA_DIR: path.join(root, "data"),
    UPLOAD_DIR: path.join(root, "uploads"),
    ADMIN_PASSWORD: adminPassword,
  };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  // Its own upload folder, not a bucket configured in the caller's shell.
  for (const name of Object.keys(env)) if (name.startsWith("S3_")) delete env[name];
  return env;
}
