// The start-up server: migrates and seeds before listening, puts the connection's own
// address where handlers read it (next start would pass a forged X-Forwarded-For through),
// and closes the database on SIGTERM/SIGINT so the PGlite folder stays usable.
import http from "node:http";
import next from "next";
import { closeDb } from "@/lib/db";
import { backgroundTasksSettled } from "@/lib/auth/background-tasks";
import { prepareDatabase } from "@/lib/bootstrap/prepare-database";
import { CLIENT_ADDRESS_HEADER, resolveClientAddress, vouchForClientAddresses } from "@/lib/http/client-address";
import { proxyTrustFromEnv } from "@/lib/http/proxy-trust";
import { queryCount } from "@/lib/db/query-count";
import { createPageCache } from "@/lib/page-cache/page-cache";
import { SAFETY_REVALIDATE_SECONDS } from "@/lib/content/public/safety-revalidate";
import { uploadStorage } from "@/lib/uploads/upload-storage";
import { sharedExpiry } from "@/lib/cache/shared-expiry";
import { sharedInvalidation } from "@/lib/page-cache/shared-invalidation";
import { warmUpPublicPages } from "@/lib/page-cache/warm-up";

const dev = process.argv.includes("--dev");
const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || "0.0.0.0";
// A site served over https tells browsers never to use plain http for it again.
const strictTransport = (process.env.SITE_URL ?? "").startsWith("https://") ? "max-age=31536000; includeSubDomains" : null;
// Diagnostics: every answer says how many database queries the process has run so far.
const exposeQueryCount = process.env.DB_QUERY_COUNT_HEADER === "1";

/** Adds `X-Db-Query-Count` as the answer's head is written (after the queries it ran). */
function countQueriesIn(res: http.ServerResponse) {
  const writeHead = res.writeHead;
  res.writeHead = function writeHeadWithCount(this: http.ServerResponse, ...args: Parameters<typeof writeHead>) {
    this.setHeader("x-db-query-count", String(queryCount.value));
    return writeHead.apply(this, args);
  } as typeof writeHead;
}

async function main() {
  const started = Date.now();
  const proxyTrust = proxyTrustFromEnv();
  // Before seeding, which stores files: a missing bucket is created, an unreachable one stops the start.
  const storage = uploadStorage();
  await storage.prepare().catch((error: unknown) => {
    throw new Error(`upload storage: ${(error as Error).message}`, { cause: error });
  });
  const database = await prepareDatabase();
  const expiry = sharedExpiry();
  const app = next({ dev, hostname, port, turbopack: dev });
  await app.prepare();
  const handle = app.getRequestHandler();
  // Public pages and lists are answered from memory once rendered (not in development, where
  // every edit must show).
  const pageCache = dev
    ? null
    : createPageCache({
        maxBytes: Math.max(1, Number(process.env.PAGE_CACHE_MB || 64)) * 1024 * 1024,
        maxAgeMs: SAFETY_REVALIDATE_SECONDS * 1000,
        maxEntryBytes: 4 * 1024 * 1024,
        // Several instances (REDIS_URL): a save on any of them expires what every one keeps.
        sync: expiry ? sharedInvalidation(expiry) : undefined,
      });

  // Every request below gets the header overwritten, so handlers may believe it.
  vouchForClientAddresses();
  const server = http.createServer((req, res) => {
    req.headers[CLIENT_ADDRESS_HEADER] = resolveClientAddress(req.socket.remoteAddress, req.headers["x-forwarded-for"], proxyTrust);
    if (strictTransport) res.setHeader("strict-transport-security", strictTransport);
    if (exposeQueryCount) countQueriesIn(res);
    const render = () => handle(req, res);
    (pageCache ? pageCache.handle(req, res, render) : render()).catch((error) => {
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
        `(database: ${database.kind}, uploads: ${storage.describe()}, cache: ${expiry ? "shared (Redis)" : "in-process"}, ready in ${Date.now() - started} ms)`,
    );
    if (!pageCache) return;
    const wildcard = hostname === "0.0.0.0" || hostname === "::";
    void warmUpPublicPages(`http://${wildcard ? "127.0.0.1" : hostname.includes(":") ? `[${hostname}]` : hostname}:${port}`).then(({ pages, ms, failed }) =>
      console.log(`[server] rendered the ${pages} public pages in ${ms} ms${failed.length ? `; failed: ${failed.join(", ")}` : ""}`),
    );
  });
}

main().catch(async (error) => {
  console.error(`[server] failed to start: ${(error as Error).message}`);
  await closeDb().catch(() => {});
  process.exit(1);
});
