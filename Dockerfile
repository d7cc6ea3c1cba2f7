# syntax=docker/dockerfile:1
# Vitrin: one image serving the shop, the storefront API and the embedded commerce engine.
#   docker build -t vitrin .
# The image is neither a real shop nor a demo until it is told which (it refuses to start
# otherwise, naming what is missing). A shop taking real payments through its bank:
#   docker run -p 3000:3000 -v vitrin-data:/data -e PUBLIC_URL=https://shop.example \
#     -e ALTCHA_HMAC_KEY="$(openssl rand -base64 48)" -e PAYMENT_PROVIDER_URL=https://bank.example/api vitrin
# A demo, where no money moves (any well-formed card is paid) and, if asked, the demo member exists:
#   docker run -p 3000:3000 -v vitrin-data:/data -e PUBLIC_URL=http://localhost:3000 \
#     -e ALTCHA_HMAC_KEY="$(openssl rand -base64 48)" -e TEST_PAYMENTS=true [-e SEED_DEMO_MEMBERS=true] vitrin
# test/docker/dockerfile-steps.test.mjs reads this file and runs its steps without Docker:
# keep the build stage's RUN commands relative to WORKDIR.

# Build: install every dependency, compile server and client, then drop the dev dependencies.
FROM node:20-bookworm-slim AS build
WORKDIR /app
# The build needs only the npm registry: no browser download for @playwright/test.
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 \
    NPM_CONFIG_UPDATE_NOTIFIER=false \
    NPM_CONFIG_FUND=false \
    NPM_CONFIG_AUDIT=false
# Manifests first, so the install layer is reused until they change.
COPY package.json package-lock.json ./
# --ignore-scripts: the image's npm 10 would run every dependency install script, npm 11 on the
# project's machines runs only those package.json's allowScripts lists (none today); this way
# both install the same tree. None of the skipped ones is needed: @scarf/scarf (analytics),
# @swc/core, unrs-resolver and @parcel/watcher (binding checks, dev only). A dependency that
# really needs its script gets `npm rebuild <name>` after this line.
RUN --mount=type=cache,target=/root/.npm npm ci --ignore-scripts
COPY . .
RUN npm run build
RUN npm prune --omit=dev

# Runtime: production node_modules, the built server and client, package.json (ESM "type" and
# the project root the server finds the client build from). Code is root-owned and read-only
# to the app; the only writable place is the /data volume. No PUBLIC_URL, PAYMENT_PROVIDER_URL,
# TEST_PAYMENTS or SEED_DEMO_MEMBERS here: the operator gives them at `docker run`.
FROM node:20-bookworm-slim AS runtime
# MALLOC_ARENA_MAX here and node's flags in CMD: as npm start sets them (scripts/lib/server-env.mjs says why).
ENV NODE_ENV=production \
    MALLOC_ARENA_MAX=2 \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
RUN mkdir -p /data && chown node:node /data
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# "node" (uid 1000) comes with the official image.
USER node
VOLUME /data
EXPOSE 3000
# Liveness only (/api/ready also checks the database); slim images have no curl, node has fetch.
# Follows PORT when `docker run -e PORT=...` moves the app.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT||3000}/api/health`,{signal:AbortSignal.timeout(4000)}).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node is PID 1 and handles SIGTERM itself (main.ts: stop accepting, finish in-flight requests,
# close the database, exit 0). It reaps no zombies, which this single process does not make;
# `docker run --init` adds tini if that ever changes.
STOPSIGNAL SIGTERM
CMD ["node", "--no-wasm-tier-up", "--no-wasm-dynamic-tiering", "--heap-growing-percent=50", "dist/server/server/src/main.js"]
