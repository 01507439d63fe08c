# The Rental Leads server with its built host page and elements (README, "Running it for real"):
# `docker build -t rental-leads .`, or compose.yaml for PostgreSQL, two processes and nginx.

# Any image laid out as node:24-slim is (node and npm on PATH, a user node): CI builds on one of its
# own from Debian's packages, as it reaches no image registry (.ci/images/build.sh).
ARG NODE_IMAGE=node:24-slim

# The packages alone, a stage of its own, so that a layer cache keeps them while the package files do
# not change (.ci/container.sh builds with one).
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# npm install, not npm ci: npm 11 rejects its own lockfile over optional packages of other platforms
# (npm/cli#9846, as in .ci/run).
RUN npm install --no-audit --no-fund

FROM deps AS build
COPY . .
# Without the elements' TypeScript declarations (RL_BUILD_TYPES=0): they are for a host's own build,
# which takes them from `npm run build`, and the server has no use for them.
RUN RL_BUILD_TYPES=0 npm run build && npm prune --omit=dev --no-audit --no-fund

FROM ${NODE_IMAGE}
ENV NODE_ENV=production PORT=3000 DATA_DIR=/app/data
WORKDIR /app
# The server and its commands (`npm run backup`, `restore`, `seed:demo`) run built: dist-server/ holds
# their bundles, the migrations and the empty cluster a new data folder starts from; no TypeScript.
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/dist-server ./dist-server
COPY --from=build /app/scripts/run-built.mjs ./scripts/
# The data folder (PGlite without DATABASE_URL, the mail outbox) belongs to the user the server runs
# as, and to it alone (rule P95): a new volume mounted on it starts out the same.
RUN install -d -m 700 -o node -g node data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# What `npm start` runs once the build is there, as one process so it receives the stop signal itself.
CMD ["node", "--enable-source-maps", "dist-server/server.js"]
