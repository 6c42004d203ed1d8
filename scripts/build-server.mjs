// `npm run build:server`: the custom server and the operator commands compiled ahead of time into
// dist/*.mjs, so production runs plain `node` (no tsx, no TypeScript at run time). Packages stay
// external and load from node_modules (`npm ci --omit=dev` installs them); the project's own
// modules, `@/` paths included, are bundled in. Next's data-cache handler gets its own bundle
// because Next loads it by path (next.config.mjs picks it in production).
import { build } from "esbuild";
import { tsImport } from "tsx/esm/api";

// The app's pages and route handlers with their methods, compiled into the server: the image
// carries the Next build, not app/ (lib/http/app-routes.ts).
const { scanAppRoutes } = await tsImport("../lib/http/app-routes.ts", import.meta.url);

const entries = {
  server: "server.ts",
  "data-cache-handler": "lib/cache/data-cache-handler.ts",
  backup: "scripts/backup.ts",
  restore: "scripts/restore.ts",
  "db-migrate": "scripts/db-migrate.ts",
  "precompress-static": "scripts/precompress-static.ts",
};

const started = Date.now();
await build({
  entryPoints: entries,
  outdir: "dist",
  outExtension: { ".js": ".mjs" },
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20.19",
  packages: "external",
  // `server-only` resolves to its empty module here (tsconfig.node.json), as Next resolves it on the server.
  tsconfig: "tsconfig.node.json",
  logLevel: "warning",
  define: { __ECOPACK_APP_ROUTES__: JSON.stringify(scanAppRoutes("app")) },
  // A bundled module that still calls require() (CommonJS interop) finds it.
  banner: { js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);' },
});
console.log(`[build:server] ${Object.keys(entries).map((name) => `dist/${name}.mjs`).join(", ")} in ${Date.now() - started} ms`);
