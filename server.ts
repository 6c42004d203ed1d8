// The start-up server: migrates and seeds before listening, puts the connection's own
// address where handlers read it (next start would pass a forged X-Forwarded-For through),
// and closes the database on SIGTERM/SIGINT so the PGlite folder stays usable.
import http from "node:http";
import next from "next";
import { closeDb } from "@/lib/db";
import { backgroundTasksSettled } from "@/lib/auth/background-tasks";
import { prepareDatabase } from "@/lib/bootstrap/prepare-database";
import { CLIENT_ADDRESS_HEADER, resolveClientAddress } from "@/lib/http/client-address";
import { uploadStorage } from "@/lib/uploads/upload-storage";

const dev = process.argv.includes("--dev");
const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || "0.0.0.0";
const trustedProxies = Math.max(0, Number(process.env.TRUST_PROXY || 0) || 0);

async function main() {
  const started = Date.now();
  // Before seeding, which stores files: a missing bucket is created, an unreachable one stops the start.
  const storage = uploadStorage();
  await storage.prepare().catch((error: unknown) => {
    throw new Error(`upload storage: ${(error as Error).message}`, { cause: error });
  });
  const database = await prepareDatabase();
  const app = next({ dev, hostname, port, turbopack: dev });
  await app.prepare();
  const handle = app.getRequestHandler();

  const server = http.createServer((req, res) => {
    req.headers[CLIENT_ADDRESS_HEADER] = resolveClientAddress(req.socket.remoteAddress, req.headers["x-forwarded-for"], trustedProxies);
    handle(req, res).catch((error) => {
      console.error("[server error]", error);
      if (!res.headersSent) res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify({ success: false, message: "Something went wrong. Please try again later.", error: "Something went wrong. Please try again later." }));
    });
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[server] ${signal}: closing`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close();
    server.closeAllConnections();
    // Mail queued just before the signal still goes out before the database closes.
    await backgroundTasksSettled().catch(() => {});
    await closeDb().catch((error) => console.error("[server] closing the database failed", error));
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));

  server.listen(port, hostname, () => {
    console.log(
      `[server] ${dev ? "development" : "production"} server on http://localhost:${port} ` +
        `(database: ${database.kind}, uploads: ${storage.describe()}, ready in ${Date.now() - started} ms)`,
    );
  });
}

main().catch(async (error) => {
  console.error(`[server] failed to start: ${(error as Error).message}`);
  await closeDb().catch(() => {});
  process.exit(1);
});
