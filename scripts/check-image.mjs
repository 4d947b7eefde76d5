#!/usr/bin/env node
// @ts-check
// The production image's check (issue 14, decision 083), part of `npm test` as `npm run test:image`.
// Docker cannot run on our machines, so this proves what can be proven without it:
//  1. the Dockerfile: Node LTS >= 24 bases, a non-root USER, a HEALTHCHECK, the scripts it runs;
//  2. compose.yaml and deploy/: services, health checks, settings the server knows, no secret
//     written in, both API services behind nginx's upstream;
//  3. the build stage's steps (scripts/image/*.sh, in the Dockerfile's order) on a copy of the
//     build context (the working tree minus git-ignored and .dockerignore'd files);
//  4. the assembled tree served with the Dockerfile's CMD, environment and user (nobody), with a
//     fresh DATA_DIR: /readyz, the image's own health check command, the learner app, /staff/, a
//     demo sign-in; compose's API settings accepted by the compiled config; and the same through
//     Debian's nginx running deploy/nginx.conf, a WebSocket included.
// KEEP_IMAGE_CHECK=1 keeps the temporary folder for a look.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkCompose, checkDockerfile, REALTIME_PATH } from './image/check-static.mjs';
import { envExampleNames, environmentOf, interpolate } from './image/compose.mjs';
import { copyBuildContext } from './image/context.mjs';
import {
  accessLogOfTokens,
  accessLogOfUploads,
  firstRealtimeEvent,
  localNginxConfig,
  startImageServer,
  startNginx,
} from './image/run-local.mjs';
import { freePort, httpRequest, repoRoot, stopChild, waitForHttp200 } from './lib/proc.mjs';

/**
 * The server's port, free when the check starts; nginx's is taken once the server listens, so the
 * two differ. Never fixed numbers: two checkouts checking at once would answer each other.
 */
const SERVER_PORT = await freePort();
const API = '/spa/api/v1';
const started = Date.now();
/** The temporary folder of the build and the run (set once the static checks passed). */
let temp = '';
const seconds = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;

/** @type {string[]} */
const failures = [];
/** @param {boolean} ok @param {string} what */
function check(ok, what) {
  console.log(`${ok ? '  ok  ' : '  FAIL'} ${what}`);
  if (!ok) failures.push(what);
}
/** @param {string} title */
const section = (title) => console.log(`\n==> ${title} (${seconds()})`);

section('Dockerfile');
const image = checkDockerfile(repoRoot, check);
section('compose.yaml, deploy/nginx.conf, deploy/env.example');
const apiPort = image?.settings.env.PORT ?? '8080';
const { compose, apis } = checkCompose(repoRoot, check, {
  healthcheckInImage: Boolean(image?.settings.healthcheckCommand),
  apiPort,
});
if (!image || failures.length > 0) finish();

temp = mkdtempSync(path.join(os.tmpdir(), 'cp-image-'));
// nobody must reach the runtime tree and its data folder through this one.
chmodSync(temp, 0o755);
const contextDir = path.join(temp, 'src');
const runtimeDir = path.join(temp, 'app');

section('build stage: scripts/image/* on a copy of the build context');
console.log(`  ${copyBuildContext(repoRoot, contextDir)} files copied to ${contextDir}`);
for (const call of image?.calls ?? []) {
  const args = call.args.map((a) => (a === '/app' ? runtimeDir : a));
  console.log(`\n  -- bash ${call.script} ${args.join(' ')} (${seconds()})`);
  const result = spawnSync('bash', [call.script, ...args], {
    cwd: contextDir,
    stdio: 'inherit',
    env: {
      ...process.env,
      // The image's Node is this one (the project's own, >= 24), whoever started the check.
      PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ''}`,
      // The npm cache of this machine stands in for the build's cache mount.
      npm_config_prefer_offline: 'true',
      npm_config_update_notifier: 'false',
    },
  });
  check(result.status === 0, `${call.script} ran (exit ${result.status ?? result.error?.message})`);
  if (result.status !== 0) finish();
}

section('the assembled tree, served as the image serves it');
const settings = /** @type {NonNullable<typeof image>} */ (image).settings;
const server = startImageServer({
  runtimeDir,
  workdir: settings.workdir,
  command: settings.command ?? [],
  env: { ...settings.env, PORT: String(SERVER_PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
  dataDir: path.join(temp, 'data'),
});
/** @type {Awaited<ReturnType<typeof startNginx>> | undefined} */
let nginx;
try {
  await serverChecks();
  await composeSettingsChecks();
  await nginxChecks();
} catch (error) {
  check(false, error instanceof Error ? error.message : String(error));
}
await nginx?.stop();
// SIGTERM, as `docker stop` sends it: the server closes and exits 0.
await stopChild(server.child, 30_000);
check(
  server.child.exitCode === 0,
  `the server stops on SIGTERM with exit 0 (${server.child.exitCode ?? server.child.signalCode})`,
);
if (failures.length > 0) console.log(`\n--- the server's last lines ---\n${server.tail.join('\n')}`);
finish();

async function serverChecks() {
  const base = `http://127.0.0.1:${SERVER_PORT}`;
  await waitForHttp200(`${base}/readyz`, { timeoutMs: 180_000, child: server.child });
  check(
    true,
    `/readyz answers 200, served from ${path.relative(temp, server.cwd)} as ${server.asUser} (${seconds()})`,
  );
  const health = spawnSync(process.execPath, (settings.healthcheckCommand ?? []).slice(1), {
    env: { ...process.env, PORT: String(SERVER_PORT) },
    timeout: 10_000,
  });
  check(
    settings.healthcheckCommand?.[0] === 'node' && health.status === 0,
    "the image's HEALTHCHECK command passes",
  );
  await appChecks(base, 'localhost', 'learner@demo.school');
}

/**
 * The learner app, the staff app and a demo sign-in, on the school that `host` picks.
 * @param {string} base @param {string} host @param {string} email
 */
async function appChecks(base, host, email) {
  const headers = { host: `${host}:${new URL(base).port}` };
  for (const [app, at] of [
    ['learner app', '/class/'],
    ['staff app', '/staff/'],
  ]) {
    const page = await httpRequest(`${base}${at}`, { headers });
    const script = /<script[^>]+src="([^"]+\.js)"/.exec(page.body)?.[1];
    const asset = script ? await httpRequest(new URL(script, `${base}${at}`).href, { headers }) : null;
    check(
      page.status === 200 && /text\/html/.test(String(page.headers['content-type'])) && asset?.status === 200,
      `${app}: ${at} and its script ${script ?? '(none)'} answer 200 (${host} via ${base})`,
    );
  }
  const login = await httpRequest(`${base}${API}/auth/login?lang=en`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json', 'x-app-type': 'web' },
    body: JSON.stringify({ email, password: 'demo1234' }),
  });
  const token = /** @type {string | undefined} */ (safeJson(login.body)?.data?.token);
  const user = token
    ? await httpRequest(`${base}${API}/user?lang=en`, {
        headers: { ...headers, authorization: `Bearer ${token}`, 'x-app-type': 'web' },
      })
    : null;
  check(
    login.status === 200 && user?.status === 200 && safeJson(user.body)?.email === email,
    `demo sign-in of ${email} and GET /user (HTTP ${login.status}, ${user?.status})`,
  );
  return token;
}

/** compose's API settings, with .env filled as deploy/env.example says, pass the compiled config. */
async function composeSettingsChecks() {
  /** @type {Record<string, string>} */
  const vars = Object.fromEntries(
    [...readFileSync(path.join(repoRoot, 'deploy/env.example'), 'utf8').matchAll(/^(\w+)=(.*)$/gm)].map(
      (m) => [m[1] ?? '', m[2] ?? ''],
    ),
  );
  const sample = {
    VAPID_PUBLIC_KEY: randomBytes(65).toString('base64url'),
    VAPID_PRIVATE_KEY: randomBytes(32).toString('base64url'),
  };
  for (const name of envExampleNames(repoRoot)) {
    vars[name] ||= sample[/** @type {keyof typeof sample} */ (name)] ?? randomBytes(24).toString('hex');
  }
  for (const api of apis) {
    const env = Object.fromEntries(
      Object.entries(environmentOf(compose.services[api])).map(([k, v]) => [k, interpolate(v, vars)]),
    );
    const loaded = spawnSync(
      process.execPath,
      [
        '--conditions=cp-compiled',
        '--input-type=module',
        '-e',
        "const { loadConfig } = await import('./dist/config.js'); loadConfig(JSON.parse(process.env.CP_ENV));",
      ],
      { cwd: server.cwd, env: { ...process.env, CP_ENV: JSON.stringify(env) }, encoding: 'utf8' },
    );
    check(
      loaded.status === 0,
      `${api}: the compiled config accepts compose's settings${loaded.status ? `\n${loaded.stderr}` : ''}`,
    );
  }
  // deploy/env.example tells the operator to make the VAPID keys with this command, in the image.
  const vapid = spawnSync(
    process.execPath,
    ['-e', "console.log(JSON.stringify(require('web-push').generateVAPIDKeys()))"],
    { cwd: server.cwd, encoding: 'utf8' },
  );
  check(
    Boolean(safeJson(vapid.stdout)?.publicKey),
    "deploy/env.example's VAPID key command works in the image's tree",
  );
}

async function nginxChecks() {
  const binary = [
    '/usr/sbin/nginx',
    ...(process.env.PATH ?? '').split(':').map((d) => path.join(d, 'nginx')),
  ].find((file) => spawnSync(file, ['-v']).status === 0);
  if (!binary) {
    check(false, 'nginx is installed (apt-get install -y --no-install-recommends nginx)');
    return;
  }
  const dir = path.join(temp, 'nginx');
  mkdirSync(dir);
  const NGINX_PORT = await freePort();
  const conf = localNginxConfig(readFileSync(path.join(repoRoot, 'deploy/nginx.conf'), 'utf8'), {
    dir,
    port: NGINX_PORT,
    upstreamPort: SERVER_PORT,
  });
  nginx = startNginx({ nginx: binary, dir, conf });
  check(nginx.ok, `deploy/nginx.conf passes nginx -t (${binary})${nginx.ok ? '' : `\n${nginx.output}`}`);
  if (!nginx.ok) return;
  const base = `http://127.0.0.1:${NGINX_PORT}`;
  await waitForHttp200(`${base}/readyz`, { timeoutMs: 10_000 });
  check(true, '/readyz through nginx');
  // The second demo school answers on 127.0.0.1: a WebSocket cannot set its Host header.
  const token = await appChecks(base, '127.0.0.1', 'learner@facefit.school');
  const event = token
    ? await firstRealtimeEvent(`ws://127.0.0.1:${NGINX_PORT}${REALTIME_PATH}`, token)
    : 'no token';
  check(event === 'ready', `the realtime WebSocket through nginx gets its first event (${event})`);
  const logged = await accessLogOfUploads(base, dir);
  check(
    logged.lines.length === 2 &&
      logged.lines.every((l) => l.includes('uploads/[redacted]')) &&
      !logged.ids.some((id) => logged.lines.some((l) => l.includes(id))),
    `nginx's access log keeps no tus upload id (decision 094)\n${logged.lines.join('\n')}`,
  );
  const tokens = await accessLogOfTokens(base, dir);
  check(
    tokens.lines.length === 2 && !tokens.lines.some((l) => l.includes(tokens.secret)),
    `nginx's access log keeps no token of a query\n${tokens.lines.join('\n')}`,
  );
}

/** @param {string} text */
function safeJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** @returns {never} */
function finish() {
  if (temp && !process.env.KEEP_IMAGE_CHECK) rmSync(temp, { recursive: true, force: true });
  console.log(
    `\n${failures.length === 0 ? 'image check passed' : `${failures.length} image check(s) failed`} in ${seconds()}`,
  );
  process.exit(failures.length === 0 ? 0 : 1);
}
