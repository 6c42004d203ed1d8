// The start-up server: checks the configuration, migrates and seeds before listening, puts the
// connection's own address and a request id where handlers read them (next start would pass a
// forged X-Forwarded-For through), writes one access line per request, and closes the database
// on SIGTERM/SIGINT so the PGlite folder stays usable.
import http from "node:http";
import path from "node:path";
import next from "next";
import { DIST_DIR, SECURITY_HEADERS } from "./next.config.mjs";
import { config } from "@/lib/config/config";
import { closeDb } from "@/lib/db";
import { backgroundTasksSettled } from "@/lib/server/background-tasks";
import { prepareDatabase } from "@/lib/bootstrap/prepare-database";
import { startSessionSweep } from "@/lib/bootstrap/session-sweep";
import { startTrashSweep } from "@/lib/bootstrap/trash-sweep";
import { startUploadSweep } from "@/lib/bootstrap/upload-sweep";
import { startLeadSweep } from "@/lib/leads/lead-sweep";
import { startActivitySweep } from "@/lib/activity/activity-sweep";
import { CLIENT_ADDRESS_HEADER, fromTrustedProxy, resolveClientAddress, vouchForClientAddresses } from "@/lib/http/client-address";
import { methodTable } from "@/lib/http/allowed-methods";
import { appRoutes } from "@/lib/http/app-routes";
import { refuseMalformedRequest } from "@/lib/http/refuse-malformed-request";
import { serverErrorBody } from "@/lib/http/envelope";
import { metrics } from "@/lib/metrics/metrics";
import { recordRequest } from "@/lib/metrics/record-request";
import { routePatterns } from "@/lib/http/route-pattern";
import { logger } from "@/lib/log/logger";
import { startRequest } from "@/lib/log/request-id";
import { undeliveredMailWarning } from "@/lib/mail/undelivered-mail-warning";
import { queryCount } from "@/lib/db/query-count";
import { createPageCache } from "@/lib/page-cache/page-cache";
import { keptAnswers } from "@/lib/page-cache/answer-kept";
import { SAFETY_REVALIDATE_SECONDS } from "@/lib/cache/safety-revalidate";
import { uploadStorage } from "@/lib/uploads/upload-storage";
import { sharedExpiry } from "@/lib/cache/shared-expiry";
import { sharedInvalidation } from "@/lib/page-cache/shared-invalidation";
import { warmUpPublicPages } from "@/lib/page-cache/warm-up";
import { loadPrecompressedAssets } from "@/lib/server/precompressed-assets";
import { keepPreviewAnswerPrivate } from "@/lib/preview/preview-answer";

const dev = process.argv.includes("--dev");

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
  // First of all: a wrong variable stops the start here, before anything is opened.
  const settings = config();
  const log = logger();
  const { port, hostname } = settings;
  // A site served over https tells browsers never to use plain http for it again.
  const strictTransport = settings.siteUrl.startsWith("https://") ? "max-age=31536000; includeSubDomains" : null;
  const mailWarning = undeliveredMailWarning(settings);
  if (mailWarning) log.warn(`[mail] ${mailWarning}`);
  // Before seeding, which stores files: a missing bucket is created, an unreachable one stops the start.
  const storage = uploadStorage();
  await storage.prepare().catch((error: unknown) => {
    throw new Error(`upload storage: ${(error as Error).message}`, { cause: error });
  });
  const database = await prepareDatabase();
  // What a crash left in the upload storage: swept now and every few minutes.
  startUploadSweep();
  // Spam after 30 days, leads after LEAD_RETENTION_DAYS, used challenges once expired.
  startLeadSweep();
  // The trash: file moves a crash cut short finished, entries older than TRASH_DAYS purged.
  startTrashSweep();
  // Activity log entries older than ACTIVITY_DAYS, deleted hourly in batches.
  startActivitySweep();
  // Sign-in sessions ended or expired a month ago (kept until then to recognise a browser).
  startSessionSweep();
  const expiry = sharedExpiry();
  const app = next({ dev, hostname, port, turbopack: dev });
  await app.prepare();
  const handle = app.getRequestHandler();
  // Public pages and lists are answered from memory once rendered (not in development, where
  // every edit must show).
  const pageCache = dev
    ? null
    : createPageCache({
        maxBytes: settings.pageCacheBytes,
        // Far above the public pages and catalogue entries a site has; a backstop, not a budget.
        maxEntries: 2_000,
        maxAgeMs: SAFETY_REVALIDATE_SECONDS * 1000,
        maxEntryBytes: 4 * 1024 * 1024,
        // Several instances (REDIS_URL): a save on any of them expires what every one keeps.
        sync: expiry ? sharedInvalidation(expiry) : undefined,
      });

  if (pageCache) metrics().pageCacheSize.read = () => pageCache.store.size;

  // The build's scripts and styles, compressed once at build time (Next would gzip each answer).
  const staticAssets = dev ? null : await loadPrecompressedAssets(path.join(DIST_DIR, "static"), SECURITY_HEADERS);

  // What each path takes, so a method or an address no route could serve is answered here.
  const methodsOf = methodTable(appRoutes());
  const routeOf = routePatterns(methodsOf);

  // A kept page or list: sent with its id, access line and metrics, before any of the rest.
  const answerKept = pageCache
    ? keptAnswers({
        cache: pageCache,
        log,
        routeOf,
        headers: strictTransport ? ["strict-transport-security", strictTransport] : [],
        queryCount: settings.exposeQueryCount ? () => queryCount.value : undefined,
      })
    : null;

  // Every request below gets the header overwritten, so handlers may believe it.
  vouchForClientAddresses();
  const server = http.createServer((req, res) => {
    const client = resolveClientAddress(req.socket.remoteAddress, req.headers["x-forwarded-for"], settings.proxyTrust);
    const trustedProxy = fromTrustedProxy(req.socket.remoteAddress, settings.proxyTrust);
    // A kept answer is a GET or HEAD of an exact, well-formed path: sent first, the method and
    // encoding checks are for everything else.
    if (answerKept?.(req, res, { client, trustedProxy })) return;
    req.headers[CLIENT_ADDRESS_HEADER] = client;
    const request = startRequest(log, req, res, {
      client,
      trustedProxy,
      onEnd: (seconds) => recordRequest(req, res, routeOf(req.url), seconds),
    });
    if (strictTransport) res.setHeader("strict-transport-security", strictTransport);
    if (settings.exposeQueryCount) countQueriesIn(res);
    // Drafts shown by a preview session stay out of every cache and index (one string search otherwise).
    keepPreviewAnswerPrivate(req.url, req.headers.cookie, res);
    // A build file likewise.
    if (staticAssets?.answer(req, res) || refuseMalformedRequest(req, res, methodsOf)) return;
    // Everything the request causes (route handlers, renders, their log lines) sees its id.
    void request.run(() => {
      const render = () => handle(req, res);
      return (pageCache ? pageCache.handle(req, res, render) : render()).catch((error) => {
        log.error({ err: error }, "[server error]");
        if (!res.headersSent) res.writeHead(500, { "content-type": "application/json" });
        res.end(JSON.stringify(serverErrorBody(request.requestId)));
      });
    });
  });
  // Idle keep-alive connections stay open longer than clients and proxies keep theirs (often 60 s):
  // a server that closes first races a client reusing the connection, which then sees ECONNRESET.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`[server] ${signal}: closing`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close();
    server.closeAllConnections();
    // Mail queued just before the signal still goes out before the database closes.
    await backgroundTasksSettled().catch(() => {});
    await closeDb().catch((error) => log.error({ err: error }, "[server] closing the database failed"));
    log.flush();
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));

  server.listen(port, hostname, () => {
    log.info(
      `[server] ${dev ? "development" : "production"} server on http://localhost:${port} ` +
        `(database: ${database.kind}, uploads: ${storage.describe()}, cache: ${expiry ? "shared (Redis)" : "in-process"}, ready in ${Date.now() - started} ms)`,
    );
    if (!pageCache) return;
    const wildcard = hostname === "0.0.0.0" || hostname === "::";
    void warmUpPublicPages(`http://${wildcard ? "127.0.0.1" : hostname.includes(":") ? `[${hostname}]` : hostname}:${port}`).then(({ pages, ms, failed }) =>
      log.info(`[server] rendered the ${pages} public pages in ${ms} ms${failed.length ? `; failed: ${failed.join(", ")}` : ""}`),
    );
  });
}

main().catch(async (error) => {
  // Plain text on stderr, no stack: the operator reads one message naming what to fix.
  process.stderr.write(`[server] failed to start: ${(error as Error).message}\n`);
  await closeDb().catch(() => {});
  process.exit(1);
});
