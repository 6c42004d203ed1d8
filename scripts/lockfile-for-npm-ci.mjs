// `npm ci` refuses package-lock.json as committed: the registry these machines reach lacks some
// other platforms' optional builds (@next/swc-darwin-arm64, ...), so `npm install` wrote a lock
// whose packages name optional dependencies it has no entry for. This drops those dangling names
// from a lock, in place. It changes nothing that gets installed (a package with no entry can not be
// installed by `npm ci` anyway); only the Docker build and scripts/check-runtime-bundle.sh run it,
// on their own copy. Usage: node scripts/lockfile-for-npm-ci.mjs [path/to/package-lock.json]
import fs from "node:fs";

const file = process.argv[2] ?? "package-lock.json";
const lock = JSON.parse(fs.readFileSync(file, "utf8"));
const names = new Set(Object.keys(lock.packages).map((key) => key.slice(key.lastIndexOf("node_modules/") + "node_modules/".length)));
let dropped = 0;
for (const entry of Object.values(lock.packages)) {
  if (!entry.optionalDependencies) continue;
  for (const name of Object.keys(entry.optionalDependencies)) {
    if (names.has(name)) continue;
    delete entry.optionalDependencies[name];
    dropped += 1;
  }
}
fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`[lockfile-for-npm-ci] ${file}: dropped ${dropped} optional dependencies the lock has no entry for`);
