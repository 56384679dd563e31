# Inkwell in one container: the API, the SPA and (by default) the job workers, SQLite in /data.
# See docs/operations.md, "Deploying". Build: docker build -t inkwell .
# Run:   docker run -d -p 127.0.0.1:3000:3000 -v inkwell-data:/data -e APP_URL=https://inkwell.example.org \
#          -e TRUST_PROXY=true inkwell
# Worker (PostgreSQL only): docker run -d -e DATABASE_URL=… -e AUTH_JWT_SECRET=… inkwell node server/dist/worker.js

# Build stage: the full Node image has python3, make and g++ in case a native module (better-sqlite3,
# @node-rs/argon2) has no prebuilt binary for the platform.
FROM node:20-bookworm AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY contract/package.json contract/
COPY server/package.json server/
COPY web/package.json web/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
# Build-time settings of the SPA for an external Supabase Auth project (--build-arg VITE_AUTH_URL=…
# --build-arg VITE_AUTH_KEY=…). Not given, they must be unset rather than empty: the client would take an
# empty URL for the auth server's.
ARG VITE_AUTH_URL
ARG VITE_AUTH_KEY
RUN if [ -z "$VITE_AUTH_URL" ]; then unset VITE_AUTH_URL VITE_AUTH_KEY; fi; \
  npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=build /app /app
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Plain node as PID 1: it handles SIGTERM itself (jobs get JOBS_STOP_GRACE_MS; use `docker stop -t 30`).
CMD ["node", "--enable-source-maps", "server/dist/main.js"]
