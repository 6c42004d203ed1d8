#!/usr/bin/env bash
# Starts the compiled server the way the image runs it: package.json, package-lock.json and the
# build outputs (dist/, the Next build, public/, the migrations, next.config.mjs) in an empty folder,
# `npm ci --omit=dev --ignore-scripts` (no tsx, no esbuild; the lock copy made
# acceptable to npm ci by scripts/lockfile-for-npm-ci.mjs, as in the Dockerfile), then
# `sh scripts/start-server.sh` (node dist/server.mjs) on a fresh embedded database and a free port until /api/ready answers 200.
# Needs `npm run build` first. Usage: scripts/check-runtime-bundle.sh [PORT]
set -euo pipefail
cd "$(dirname "$0")/.."
dist_dir="${NEXT_DIST_DIR:-.next}"
for needed in dist/server.mjs dist/data-cache-handler.mjs "$dist_dir/BUILD_ID"; do
  [ -e "$needed" ] || { echo "check-runtime-bundle: $needed is missing: run npm run build first" >&2; exit 1; }
done
port="${1:-$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')}"
work="$(mktemp -d "${TMPDIR:-/tmp}/ecopack-runtime-XXXXXX")"
server_pid=""
cleanup() {
  if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then
    kill -TERM "$server_pid" 2>/dev/null || true
    wait "$server_pid" 2>/dev/null || true
  fi
  rm -rf "$work"
}
trap cleanup EXIT

app="$work/app"
mkdir -p "$app/prisma"
cp package.json package-lock.json next.config.mjs "$app/"
cp -R dist public "$app/"
mkdir -p "$app/scripts" && cp scripts/start-server.sh "$app/scripts/"
cp -R prisma/migrations "$app/prisma/"
cp -R "$dist_dir" "$app/.next"
rm -rf "$app/.next/cache"

echo "[check-runtime-bundle] npm ci --omit=dev in $app"
node scripts/lockfile-for-npm-ci.mjs "$app/package-lock.json"
(cd "$app" && npm ci --omit=dev --ignore-scripts --no-audit --no-fund --loglevel=error)
for dev_only in tsx esbuild; do
  if [ -e "$app/node_modules/$dev_only/package.json" ]; then
    echo "[check-runtime-bundle] $dev_only is installed by npm ci --omit=dev: it must stay a devDependency" >&2
    exit 1
  fi
done

echo "[check-runtime-bundle] scripts/start-server.sh on port $port"
(
  cd "$app"
  exec env -i PATH="$PATH" HOME="$work" NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT="$port" HOSTNAME=127.0.0.1 \
    DATA_DIR="$work/data" UPLOAD_DIR="$work/uploads" SEED_DEMO_CONTENT=0 ADMIN_PASSWORD=runtime-check-password \
    sh scripts/start-server.sh
) > "$work/server.log" 2>&1 &
server_pid=$!

deadline=$((SECONDS + 180))
until [ "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/api/ready" || true)" = "200" ]; do
  if ! kill -0 "$server_pid" 2>/dev/null || [ $SECONDS -ge $deadline ]; then
    echo "[check-runtime-bundle] the compiled server did not answer /api/ready with 200; its log:" >&2
    cat "$work/server.log" >&2
    exit 1
  fi
  sleep 1
done
page=$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/")
[ "$page" = "200" ] || { echo "[check-runtime-bundle] / answered $page; log:" >&2; cat "$work/server.log" >&2; exit 1; }
echo "[check-runtime-bundle] ok: /api/ready 200 and / 200 from a clean npm ci --omit=dev install"
# Its start lines (JSON in production); only shown, never a reason to fail.
grep -F '[server]' "$work/server.log" | head -3 || true
