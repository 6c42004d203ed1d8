# syntax=docker/dockerfile:1
# Three stages: the build (every dependency, `next build`, the server compiled by esbuild), the
# runtime dependencies (`npm ci --omit=dev`, no install scripts), and the slim runtime that runs
# plain `node dist/server.mjs` (no tsx, no TypeScript at run time) as a non-root user.
# scripts/check-runtime-bundle.sh (run by .ci/run) starts the bundle the same way without Docker.

FROM node:22-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
COPY scripts/lockfile-for-npm-ci.mjs scripts/prisma-generate.mjs scripts/
COPY tools/bin tools/bin
COPY prisma prisma
# The lock names other platforms' optional builds it has no entry for; npm ci refuses that.
RUN node scripts/lockfile-for-npm-ci.mjs && npm ci --no-audit --no-fund
COPY . .
RUN npm run build && rm -rf .next/cache

FROM node:22-bookworm-slim AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY scripts/lockfile-for-npm-ci.mjs scripts/
RUN node scripts/lockfile-for-npm-ci.mjs \
  && npm ci --omit=dev --ignore-scripts --no-audit --no-fund \
  && npm cache clean --force

FROM node:22-bookworm-slim AS runtime
WORKDIR /app
# npm (for `npm run backup` and friends) keeps its cache and logs where the app user may write.
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0 DATA_DIR=/data UPLOAD_DIR=/uploads NPM_CONFIG_CACHE=/tmp/.npm
RUN groupadd --system app && useradd --system --gid app --home-dir /app --shell /usr/sbin/nologin app \
  && mkdir -p /data /uploads && chown app:app /data /uploads
# Code and dependencies stay root's (the app can not change them); Next keeps its image cache
# under .next, so that one is the app's.
COPY --from=runtime-deps /app/node_modules ./node_modules
COPY --from=build /app/package.json /app/next.config.mjs ./
COPY --from=build /app/dist ./dist
COPY --from=build /app/scripts/start-server.sh ./scripts/
COPY --from=build /app/public ./public
COPY --from=build /app/prisma/migrations ./prisma/migrations
COPY --from=build --chown=app:app /app/.next ./.next
USER app
EXPOSE 3000
VOLUME ["/data", "/uploads"]
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=5 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/api/ready').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"]
# Through the launcher that holds the server's memory settings (it execs node, which stays PID 1).
CMD ["sh", "scripts/start-server.sh"]
