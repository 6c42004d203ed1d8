#!/usr/bin/env bash
# Validates docker-compose.yml and docker-compose.yml + docker-compose.scale.yml without a Docker
# engine (`config` only parses and interpolates): both must be accepted with POSTGRES_PASSWORD set
# and refused without it (no default password), and the scaled set refused without REDIS_PASSWORD. Uses `docker compose` or `docker-compose`, whichever
# exists, and skips with a notice when neither does.
set -euo pipefail
cd "$(dirname "$0")/.."
if docker compose version >/dev/null 2>&1; then
  compose=(docker compose)
elif command -v docker-compose >/dev/null 2>&1; then
  compose=(docker-compose)
else
  echo "[check-compose] SKIPPED: neither 'docker compose' nor 'docker-compose' is installed"
  exit 0
fi
# No .env from the working copy: only what each case sets below.
empty_env="$(mktemp)"
trap 'rm -f "$empty_env"' EXIT
run() { env -i PATH="$PATH" HOME="${HOME:-/tmp}" "$@" "${compose[@]}" --env-file "$empty_env" "${files[@]}" config >/dev/null 2>"$empty_env.err"; }
failed=0
# Every value a set needs; `without NAME` leaves one out.
REQUIRED=(MINIO_ROOT_USER=ecopack MINIO_ROOT_PASSWORD=check-only-password POSTGRES_PASSWORD=check-only-password REDIS_PASSWORD=checkonlypassword JWT_SECRET=check-only-signing-key-0123456789abcdef)
without() { local kept=() pair; for pair in "${REQUIRED[@]}"; do [ "${pair%%=*}" = "$1" ] || kept+=("$pair"); done; run "${kept[@]}"; }
# $1 the set, $2 the variable it must refuse to start without, $3 why.
refused_without() {
  if without "$2"; then
    echo "[check-compose] $1: ACCEPTED without $2 ($3)" >&2; failed=1
  elif grep -q "set $2" "$empty_env.err"; then
    echo "[check-compose] $1: refused without $2"
  else
    echo "[check-compose] $1: refused without $2, but not for that reason:" >&2; cat "$empty_env.err" >&2; failed=1
  fi
}
for set in single scale; do
  if [ "$set" = single ]; then files=(-f docker-compose.yml); else files=(-f docker-compose.yml -f docker-compose.scale.yml); fi
  if run "${REQUIRED[@]}"; then
    echo "[check-compose] $set: accepted with POSTGRES_PASSWORD set"
  else
    echo "[check-compose] $set: REFUSED with POSTGRES_PASSWORD set:" >&2; cat "$empty_env.err" >&2; failed=1
  fi
  refused_without "$set" POSTGRES_PASSWORD "there must be no default password"
done
# The scale file also refuses to start without a Redis password, and without the one signing key
# every replica must share.
files=(-f docker-compose.yml -f docker-compose.scale.yml)
refused_without scale REDIS_PASSWORD "Redis must ask for a password"
refused_without scale JWT_SECRET "every replica must sign with the same key"
# The monitoring profile (Prometheus and Grafana) is accepted with both sets.
for set in single scale; do
  if [ "$set" = single ]; then files=(-f docker-compose.yml); else files=(-f docker-compose.yml -f docker-compose.scale.yml); fi
  files+=(--profile monitoring)
  if run "${REQUIRED[@]}" METRICS_TOKEN=check-only-metrics-token-0123456789abcdef; then
    echo "[check-compose] $set: accepted with the monitoring profile"
  else
    echo "[check-compose] $set: REFUSED with the monitoring profile:" >&2; cat "$empty_env.err" >&2; failed=1
  fi
done
rm -f "$empty_env.err"
# Every variable of the README's configuration table reaches the app, in both files.
variables=$(awk '/^## Configuration/{on=1; next} /^## /{on=0} on && /^\| `/' README.md | cut -d'|' -f2 | grep -oE '[A-Z][A-Z0-9_]{2,}' | sort -u)
for name in $variables; do
  case "$name" in PORT | DATA_DIR | UPLOAD_DIR | DATABASE_URL) continue ;; esac # the host port, the volumes, made from POSTGRES_PASSWORD
  grep -qE "^      $name:" docker-compose.yml || { echo "[check-compose] docker-compose.yml does not pass $name" >&2; failed=1; }
  grep -qE "^    $name:" docker-compose.scale.yml || { echo "[check-compose] docker-compose.scale.yml does not pass $name" >&2; failed=1; }
done
[ -n "$variables" ] || { echo "[check-compose] found no variables in the README's Configuration table" >&2; failed=1; }
exit $failed
