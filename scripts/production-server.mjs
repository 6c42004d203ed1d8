// How every production server of the tests, the audit and the benchmark is started: the compiled
// `dist/server.mjs` of `npm run build` through scripts/start-server.sh, exactly what `npm start`
// and the Docker image run. The launcher execs node, so the child's pid is the server's.
import fs from "node:fs";
import path from "node:path";

export function productionServerCommand() {
  if (!fs.existsSync(path.resolve("dist/server.mjs"))) {
    throw new Error("dist/server.mjs is missing: run npm run build (next build and the compiled server) first");
  }
  return { command: "sh", args: ["scripts/start-server.sh"] };
}
