// @ts-check
// What scripts/check-image.mjs proves by reading (decision 083): the Dockerfile is a non-root
// Node LTS image with a health check that runs the server as `npm start` does, and compose.yaml
// with deploy/ runs two of them behind nginx on settings the server knows, secrets from .env.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  envExampleNames,
  environmentOf,
  inlinedSecret,
  nginxUpstreams,
  readCompose,
  referencesIn,
  serverSettingKeys,
} from './compose.mjs';
import { dockerignoreRules, isDockerignored } from './context.mjs';
import { imageScriptCalls, nodeMajor, readDockerfile, runtimeSettings } from './dockerfile.mjs';

/** @typedef {(ok: boolean, what: string) => void} Check */

/** The paths nginx must treat specially (packages/contract: ROUTES.realtime, UPLOADS_PATH, media tus). */
export const REALTIME_PATH = '/spa/api/v1/ws';
export const TUS_PATHS = ['/spa/api/v1/uploads', '/spa/api/v1/staff/media/uploads'];

/**
 * @param {string} root
 * @param {Check} check
 */
export function checkDockerfile(root, check) {
  const { stages } = readDockerfile(root);
  const names = new Set(stages.map((s) => s.name).filter(Boolean));
  const bases = stages.filter((s) => !names.has(s.from)).map((s) => s.from);
  check(
    bases.length > 0 && bases.every((b) => (nodeMajor(b) ?? 0) >= 24 && (nodeMajor(b) ?? 1) % 2 === 0),
    `every base image is a Node LTS line >= 24 (${bases.join(', ')})`,
  );
  const build = stages.find((s) => s.name === 'build');
  const runtime = stages.at(-1);
  if (!build || !runtime || build === runtime) {
    check(false, 'two stages: `build` and the runtime stage after it');
    return null;
  }
  const calls = imageScriptCalls(build);
  check(
    calls.length > 0 && calls.every((c) => existsSync(path.join(root, c.script))),
    `every scripts/image/* the build stage runs exists (${calls.map((c) => c.script).join(', ')})`,
  );
  for (const step of ['build.sh', 'prune.sh', 'layout.sh']) {
    check(
      calls.some((c) => c.script === `scripts/image/${step}`),
      `the build stage runs scripts/image/${step}`,
    );
  }
  const layoutTarget = calls.find((c) => c.script === 'scripts/image/layout.sh')?.args[0];
  check(
    runtime.instructions.some((i) => i.keyword === 'COPY' && i.args === `--from=build ${layoutTarget} /app`),
    `the runtime stage copies the laid-out tree (${layoutTarget}) and nothing else from the build`,
  );
  check(
    runtime.instructions.filter((i) => i.keyword === 'COPY').length === 1,
    'the runtime stage has exactly one COPY (the runtime tree)',
  );

  const settings = runtimeSettings(runtime);
  check(
    settings.user !== '' && !/^(root|0)(:|$)/.test(settings.user),
    `the runtime runs as a non-root USER (${settings.user || 'none'})`,
  );
  check(
    Boolean(settings.healthcheckCommand?.join(' ').includes('/readyz')),
    'a HEALTHCHECK (exec form) asks /readyz',
  );
  check(
    !settings.has('RUN', /\bcurl\b|\bwget\b/) && !settings.healthcheck.includes('curl'),
    'no curl or wget in the runtime (the health check uses node)',
  );
  check(settings.has('EXPOSE', /^8080$/) && settings.env.PORT === '8080', 'EXPOSE 8080 and PORT=8080');
  check(settings.has('STOPSIGNAL', /^SIGTERM$/), 'STOPSIGNAL SIGTERM');
  check(settings.has('VOLUME', /^\/data$/) && settings.env.DATA_DIR === '/data', 'VOLUME /data is DATA_DIR');
  check(
    settings.has('RUN', /apt-get install[^&]*\bffmpeg\b/),
    'the runtime installs Debian ffmpeg (video pipeline)',
  );
  check(
    settings.has('RUN', /apt-get install[^&]*\bpostgresql-client\b/),
    'the runtime installs pg_dump and pg_restore (npm run backup on PostgreSQL)',
  );
  const start = JSON.parse(readFileSync(path.join(root, 'apps/api/package.json'), 'utf8')).scripts.start;
  check(
    settings.command?.join(' ') === String(start).trim().split(/\s+/).join(' ') &&
      settings.workdir === '/app/apps/api',
    `CMD is apps/api's "start" (${start}) in /app/apps/api`,
  );
  return { calls, settings };
}

/**
 * @param {string} root
 * @param {Check} check
 * @param {{ healthcheckInImage: boolean, apiPort: string }} image
 */
export function checkCompose(root, check, image) {
  const compose = readCompose(root);
  const services = Object.entries(compose.services ?? {});
  const byImage = (/** @type {RegExp} */ pattern) =>
    services.filter(([, s]) => typeof s.image === 'string' && pattern.test(s.image)).map(([n]) => n);
  const apis = services.filter(([, s]) => s.build !== undefined).map(([n]) => n);

  check(
    services.every(([, s]) => typeof s.image === 'string' || s.build !== undefined),
    'every service has an image or a build',
  );
  check(
    services.every(
      ([, s]) => s.build !== undefined || (/:[\w.-]+$/.test(s.image) && !/:latest$/.test(s.image)),
    ),
    'every pulled image has a pinned tag (not latest)',
  );
  check(JSON.stringify(apis) === '["api-1","api-2"]', `two API services of this image (${apis.join(', ')})`);
  const [postgres] = byImage(/^postgres:/);
  const [store] = byImage(/minio\/minio/);
  const [bucket] = byImage(/minio\/mc/);
  const [nginx] = byImage(/^nginx:/);
  check(Boolean(postgres && store && bucket && nginx), 'PostgreSQL, MinIO, its bucket maker and nginx');
  const bucketService = compose.services[bucket ?? ''];
  check(/mc mb\b/.test(JSON.stringify(bucketService?.command ?? '')), 'the bucket service makes the bucket');
  for (const [name, service] of services) {
    const oneShot = service.restart === 'no';
    const own = service.healthcheck && !service.healthcheck.disable && service.healthcheck.test;
    const fromImage = service.build !== undefined && image.healthcheckInImage && !service.healthcheck;
    check(
      oneShot || Boolean(own || fromImage),
      `${name}: a health check${fromImage ? " (the image's)" : ''}`,
    );
  }

  const known = serverSettingKeys(root);
  check(
    known.has('DATABASE_URL') && known.has('S3_BUCKET') && known.size > 30,
    `config.ts knows ${known.size} settings`,
  );
  for (const api of apis) {
    const service = compose.services[api];
    const env = environmentOf(service);
    const unknown = Object.keys(env).filter((k) => !known.has(k));
    check(
      unknown.length === 0,
      `${api}: every setting is one config.ts knows${unknown.length ? ` (not: ${unknown})` : ''}`,
    );
    const needed = ['DATABASE_URL', 'S3_BUCKET', 'S3_ENDPOINT', 'TRUST_PROXY', 'PUBLIC_URL', 'METRICS_PORT'];
    check(
      needed.every((k) => env[k]),
      `${api}: sets ${needed.join(', ')}`,
    );
    check(
      env.JOBS === 'on' && env.REMINDERS === 'on',
      `${api}: JOBS=on, REMINDERS=on (claims in PostgreSQL)`,
    );
    check(
      new RegExp(`@${postgres}:5432/`).test(env.DATABASE_URL ?? ''),
      `${api}: DATABASE_URL is the ${postgres} service`,
    );
    check(env.S3_ENDPOINT === `http://${store}:9000`, `${api}: S3_ENDPOINT is the ${store} service`);
    const depends = service.depends_on ?? {};
    check(
      depends[postgres ?? '']?.condition === 'service_healthy' &&
        depends[bucket ?? '']?.condition === 'service_completed_successfully',
      `${api}: waits for a healthy database and the bucket`,
    );
    const grace = Number(env.SHUTDOWN_GRACE_SECONDS ?? 25);
    check(
      Number.parseInt(String(service.stop_grace_period ?? '10'), 10) > grace,
      `${api}: stop_grace_period exceeds SHUTDOWN_GRACE_SECONDS (${grace} s)`,
    );
  }

  const inlined = services.flatMap(([name, s]) =>
    Object.entries(environmentOf(s))
      .filter(([k, v]) => inlinedSecret(k, v))
      .map(([k]) => `${name}.${k}`),
  );
  check(inlined.length === 0, `no secret written into compose.yaml${inlined.length ? ` (${inlined})` : ''}`);
  const text = readFileSync(path.join(root, 'compose.yaml'), 'utf8');
  const required = new Set(
    referencesIn(text)
      .filter((r) => r.required)
      .map((r) => r.name),
  );
  const documented = envExampleNames(root);
  const missing = [...required].filter((n) => !documented.has(n));
  check(
    required.size > 0 && missing.length === 0,
    `deploy/env.example names every required variable (${[...required]})`,
  );
  const gitIgnored = (() => {
    try {
      execFileSync('git', ['check-ignore', '-q', '.env'], { cwd: root, stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  })();
  const rules = dockerignoreRules(readFileSync(path.join(root, '.dockerignore'), 'utf8'));
  check(gitIgnored && isDockerignored('.env', rules), '.env is ignored by git and by docker build');
  for (const dir of ['node_modules', 'apps/web/dist', 'data', '.git']) {
    check(isDockerignored(dir, rules), `.dockerignore leaves out ${dir}`);
  }

  const nginxService = compose.services[nginx ?? ''];
  check(
    (nginxService?.volumes ?? []).some((/** @type {string} */ v) =>
      /^\.\/deploy\/nginx\.conf:\/etc\/nginx\/nginx\.conf/.test(v),
    ),
    'nginx runs deploy/nginx.conf',
  );
  check(
    apis.every((a) => nginxService?.depends_on?.[a]),
    'nginx starts after both API services',
  );
  const conf = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8');
  const { upstreams, proxied } = nginxUpstreams(conf);
  const behind = [...proxied].flatMap((name) => upstreams.get(name) ?? []);
  check(
    proxied.size === 1 &&
      JSON.stringify([...behind].sort()) === JSON.stringify(apis.map((a) => `${a}:${image.apiPort}`)),
    `nginx proxies to one upstream of both API services (${behind.join(', ')})`,
  );
  const location = (/** @type {string} */ p) =>
    new RegExp(`location\\s+=?\\s*${p.replace(/[/.]/g, '\\$&')}\\s*\\{([^}]*)\\}`).exec(conf)?.[1] ?? null;
  check(
    /proxy_set_header\s+Upgrade\s+\$http_upgrade/.test(conf) &&
      /proxy_set_header\s+Connection\s+\$connection_upgrade/.test(conf) &&
      /proxy_read_timeout\s+1h/.test(location(REALTIME_PATH) ?? ''),
    `nginx upgrades WebSockets, ${REALTIME_PATH} kept open`,
  );
  check(
    TUS_PATHS.every((p) => /proxy_request_buffering\s+off/.test(location(p) ?? '')) &&
      /client_max_body_size\s+0/.test(conf),
    `nginx streams tus uploads of any size unbuffered (${TUS_PATHS.join(', ')})`,
  );
  check(
    /proxy_set_header\s+X-Request-Id\s+\$\w*request_id/.test(conf) &&
      /proxy_set_header\s+X-Forwarded-For\s+\$proxy_add_x_forwarded_for/.test(conf) &&
      /proxy_next_upstream\s+error/.test(conf),
    'nginx sets X-Request-Id and X-Forwarded-For, and skips a process that is gone',
  );
  return { compose, apis };
}
