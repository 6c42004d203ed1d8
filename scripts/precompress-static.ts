// `npm run build`'s last step: brotli and gzip copies of the build's static files (see
// lib/server/precompress-static-assets.ts), which the server sends instead of compressing them
// per request. Compiled to dist/precompress-static.mjs by `npm run build:server`.
import path from "node:path";
import { DIST_DIR } from "../next.config.mjs";
import { precompressStaticAssets } from "@/lib/server/precompress-static-assets";

const started = Date.now();
const staticDir = path.join(DIST_DIR, "static");
const { files, bytes, brotli } = await precompressStaticAssets(staticDir);
const kb = (n: number) => Math.round(n / 1024);
console.log(`[precompress] ${files} static files in ${staticDir}: ${kb(bytes)} KB -> ${kb(brotli)} KB with brotli, in ${Date.now() - started} ms`);
