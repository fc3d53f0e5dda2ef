# syntax=docker/dockerfile:1
# Build: every workspace's dependencies, then the web build and the compiled gateway.
FROM node:24-bookworm-slim AS build
WORKDIR /portal
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY simulator/package.json simulator/
COPY gateway/package.json gateway/
COPY web/package.json web/
COPY load-tests/package.json load-tests/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx turbo run build --output-logs=errors-only

# Run: the gateway's production dependencies, its bundle, the files it ships and the web build.
FROM node:24-bookworm-slim AS run
# Two malloc arenas: the memory a burst of picture decodes takes comes back instead of staying with idle threads' arenas.
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 DATA_DIR=/data WEB_DIST=/portal/web/dist MALLOC_ARENA_MAX=2
WORKDIR /portal
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY simulator/package.json simulator/
COPY gateway/package.json gateway/
COPY web/package.json web/
COPY load-tests/package.json load-tests/
RUN npm ci --omit=dev --workspace @portal/gateway --no-audit --no-fund && npm cache clean --force
COPY gateway/drizzle gateway/drizzle
COPY gateway/media gateway/media
COPY gateway/fonts gateway/fonts
COPY --from=build /portal/gateway/dist gateway/dist
COPY --from=build /portal/web/dist web/dist
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself is PID 1: the gateway ends its sockets and closes on SIGTERM (server.ts).
CMD ["node", "--enable-source-maps", "gateway/dist/server.js"]
