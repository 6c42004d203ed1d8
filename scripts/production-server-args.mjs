// How every production server of the tests, the audit and the benchmark is started: the compiled
// `dist/server.mjs` of `npm run build`, exactly what `npm start` and the Docker image run.
import fs from "node:fs";
import path from "node:path";

export function productionServerArgs() {
  if (!fs.existsSync(path.resolve("dist/server.mjs"))) {
    throw new Error("dist/server.mjs is missing: run npm run build (next build and the compiled server) first");
  }
  return ["--enable-source-maps", "dist/server.mjs"];
}
