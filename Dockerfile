# Forecourt's container image (docs/deploy.md#container-image): build with the dev dependencies,
# run with the production ones only, as a non-root user, one Node process per container.
# syntax=docker/dockerfile:1

FROM node:20-bookworm-slim AS build
WORKDIR /app
# `npm install`, not `npm ci`: the lock file holds the optional native packages of linux-x64 only
# (sharp, @node-rs/argon2, esbuild, rollup), and npm ci refuses a lock that lacks another
# platform's entries; npm install resolves them from the same pinned versions.
# Scripts off: the postinstall's first-start preparation (demo photos, a database template) is
# for laptops; the native packages ship prebuilt binaries as optional dependencies.
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund --ignore-scripts
COPY . .
RUN npm run build && npm prune --omit=dev --ignore-scripts

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
# Migrations are applied at start (the first instance takes the lock, the others wait).
COPY --from=build /app/drizzle ./drizzle
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# /readyz: 200 while the database answers, 503 once shutdown starts (docs/product.md#readiness).
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The server handles SIGTERM itself: stops accepting, finishes requests in flight (10 s), stops
# the mail worker and closes the database. Node is PID 1 here and starts no child processes.
STOPSIGNAL SIGTERM
# A 1 GB heap limit keeps V8 collecting before the process grows (docs/decisions/0014-heap-limit.md).
ENV NODE_OPTIONS=--max-old-space-size=1024
CMD ["node", "build/server-main.js"]
