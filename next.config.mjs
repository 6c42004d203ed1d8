// Plain JavaScript, not TypeScript: Next would load its SWC compiler (25 MB, for good) into the
// production server just to read a next.config.ts. Types: next.config.d.mts.
import fs from "node:fs";
import path from "node:path";
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_SERVER } from "next/constants.js";

/** @typedef {import("next").NextConfig} NextConfig */

// The server's data cache judges each public read by when it started (no stale read kept after a
// save), in memory or, with REDIS_URL (read at start: a Docker build has no Redis), in Redis
// shared by every instance. The build itself keeps Next's default. Production loads the handler
// compiled by `npm run build:server` (plain node has no TypeScript); development, the source.
const compiledHandler = path.resolve("dist/data-cache-handler.mjs");
/** @param {string} phase */
const dataCacheHandler = (phase) =>
  phase === PHASE_PRODUCTION_SERVER && fs.existsSync(compiledHandler) ? compiledHandler : path.resolve("lib/cache/data-cache-handler.ts");
/** @param {string} phase @returns {Partial<NextConfig>} */
const dataCache = (phase) =>
  phase === PHASE_PRODUCTION_SERVER || phase === PHASE_DEVELOPMENT_SERVER ? { cacheHandler: dataCacheHandler(phase), cacheMaxMemorySize: 0 } : {};

/**
 * Headers every answer carries: Next adds them below, and the server sends them with the
 * precompressed static files it answers itself. Kept here, not in lib/: the image runs with this
 * file and the compiled server only.
 * @type {readonly { key: string; value: string }[]}
 */
export const SECURITY_HEADERS = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "SAMEORIGIN" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
];

/** Where `next build` writes (tests build into their own folder so a dev server and a test build never share one). */
export const DIST_DIR = process.env.NEXT_DIST_DIR || ".next";

// The optional tracing SDK (instrumentation.ts) loads from node_modules as is: Prisma's
// instrumentation and Next's tracer must share the one @opentelemetry/api the SDK registers with.
const TRACING_PACKAGES = ["@opentelemetry/api", "@opentelemetry/sdk-trace-node", "@opentelemetry/exporter-trace-otlp-http", "@opentelemetry/resources", "@prisma/instrumentation"];

/** @param {string} phase @returns {NextConfig} */
const nextConfig = (phase) => ({
  ...dataCache(phase),
  distDir: DIST_DIR,
  // PGlite ships wasm and data files that must be loaded from node_modules, not bundled; the
  // AWS SDK (S3 uploads) is large and Node-only, so it is loaded as is too; pino (logs) starts
  // worker threads from its own files and is shared with server.ts through globalThis.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "@prisma/adapter-pg", "pg", "sharp", "@aws-sdk/client-s3", "pino", "pino-pretty", "thread-stream", ...TRACING_PACKAGES],
  // `/gallery/` is both a page and a JSON call (contract §1): the proxy decides, not a redirect.
  skipTrailingSlashRedirect: true,
  // ...and to tell a router navigation (a page) from a fetch (JSON) the proxy must see the
  // `RSC` header, which Next otherwise hides from it.
  skipProxyUrlNormalize: true,
  poweredByHeader: false,
  experimental: {
    // The stylesheet is not inlined: Next would put it in every page twice (a <style> tag and
    // the RSC payload), 140 KB of each home page, and a browser keeps the file across pages.
    // Measured side by side: home Lighthouse no worse, twice the requests/s on `/`.
    inlineCss: false,
    // Only pages pass through the proxy (every write path is excluded from its matcher) and
    // no page takes a body, so the copy Next keeps of one stays small.
    proxyClientMaxBodySize: "64kb",
  },
  images: {
    // Only this site's own uploads and bundled images are optimised: no remote hosts at all.
    remotePatterns: [],
    localPatterns: [{ pathname: "/uploads/**" }, { pathname: "/images/**" }],
    formats: ["image/avif", "image/webp"],
    // Fewer candidate widths: a fixed-size image ("56px") lists every width in its srcset, and
    // each page repeats them per image. 2560 still covers a full-width hero on a 1280 px 2x screen.
    deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2560],
    imageSizes: [64, 128, 256, 384],
    minimumCacheTTL: 31536000,
  },
  async headers() {
    return [{ source: "/:path*", headers: [...SECURITY_HEADERS] }];
  },
});

export default nextConfig;
