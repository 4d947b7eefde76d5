# syntax=docker/dockerfile:1
# The production image (decision 083): the compiled API server with the learner and staff web
# apps it hosts, on Node 24 LTS, as a non-root user. The build steps are the scripts in
# scripts/image/, which CI runs without Docker (npm run test:image); compose.yaml runs two of
# these behind nginx with PostgreSQL and an S3-compatible store.
#
#   docker build -t course-platform .
#   docker run -p 8080:8080 -v cp-data:/data course-platform      (embedded database in /data)

ARG NODE_IMAGE=node:24-bookworm-slim

# ---- build: install from the lockfile, build, keep production dependencies, lay the tree out
FROM ${NODE_IMAGE} AS build
WORKDIR /src
COPY . .
# The npm cache survives between builds; the lockfile decides every version.
RUN --mount=type=cache,target=/root/.npm bash scripts/image/build.sh
RUN --mount=type=cache,target=/root/.npm bash scripts/image/prune.sh
RUN bash scripts/image/layout.sh /app

# ---- runtime: the assembled tree, ffmpeg for the video pipeline, the database's client tools
FROM ${NODE_IMAGE}
# ffmpeg makes the HLS ladders, posters and MP4s of uploaded videos (decisions 052, 075);
# postgresql-client's pg_dump and pg_restore back up and restore the database (decision 086).
RUN apt-get update \
  && apt-get install -y --no-install-recommends ffmpeg postgresql-client \
  && rm -rf /var/lib/apt/lists/*

ENV NODE_ENV=production \
  PORT=8080 \
  HOST=0.0.0.0 \
  DATA_DIR=/data

# Root owns the code (the server cannot change it); the server's user owns /data only.
COPY --from=build /app /app
RUN mkdir -p /data && chown 1000:1000 /data
# The base image's `node` user (uid 1000, gid 1000), by number so that a runtime that must
# prove a non-root user (Kubernetes runAsNonRoot) can.
USER 1000:1000
# The embedded database, generated secrets and local files when no S3 store is set.
VOLUME /data

WORKDIR /app/apps/api
EXPOSE 8080
# Ready means the database answers too; node's own fetch, so the image needs no curl.
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT || 8080}/readyz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM drains in-flight requests and WebSockets within SHUTDOWN_GRACE_SECONDS (decision 085).
STOPSIGNAL SIGTERM
# What `npm start` serves (apps/api/package.json "start"), without npm in between: signals reach
# node itself.
CMD ["node", "--conditions=cp-compiled", "--enable-source-maps", "dist/server.js"]
