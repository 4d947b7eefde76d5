// @ts-check
// Runs the assembled image tree on this machine for scripts/check-image.mjs (decision 083): the
// server as the Dockerfile's CMD starts it, as an unprivileged user, and Debian's nginx with
// deploy/nginx.conf in front of it. What Docker would add (its DNS, the official nginx image) is
// replaced by the few rewrites localNginxConfig names.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** An unprivileged user the way the image has one: nobody, when we may switch to it. */
export const UNPRIVILEGED = 65534;
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * A long-running child whose output is kept (the last lines), shown only when something fails.
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions} options
 */
export function startQuiet(command, args, options) {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  /** @type {string[]} */
  const tail = [];
  const keep = (/** @type {Buffer} */ chunk) => {
    tail.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    tail.splice(0, Math.max(0, tail.length - 60));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, tail };
}

/**
 * Starts the server of the tree at `runtimeDir` with the image's command, working directory and
 * environment; as uid/gid 65534 when this runs as root (else as the caller, not root either).
 * @param {{ runtimeDir: string, workdir: string, command: string[], env: Record<string, string>, dataDir: string }} o
 */
export function startImageServer({ runtimeDir, workdir, command, env, dataDir }) {
  mkdirSync(dataDir, { recursive: true });
  if (isRoot) chownSync(dataDir, UNPRIVILEGED, UNPRIVILEGED);
  const cwd = path.join(runtimeDir, path.posix.relative('/app', workdir));
  // `node` of the image is this Node (the project's own, >= 24): the same major as the base.
  const [program, ...args] = command;
  const argv = [program === 'node' ? process.execPath : String(program), ...args];
  const asUser = isRoot
    ? ['setpriv', `--reuid=${UNPRIVILEGED}`, `--regid=${UNPRIVILEGED}`, '--clear-groups', '--']
    : [];
  const [first, ...rest] = [...asUser, ...argv];
  const server = startQuiet(String(first), rest, {
    cwd,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: dataDir, ...env, DATA_DIR: dataDir },
  });
  return { ...server, cwd, asUser: isRoot ? `uid ${UNPRIVILEGED}` : `uid ${process.getuid?.()}` };
}

/**
 * deploy/nginx.conf made runnable here: the API services' addresses become the local server
 * (and `resolve`, which needs Docker's DNS and nginx >= 1.27.3, is dropped: Debian 12 has 1.22),
 * it listens on a loopback port, and keeps its temporary files and access log in `dir`.
 * @param {string} text
 * @param {{ dir: string, port: number, upstreamPort: number }} o
 */
export function localNginxConfig(text, { dir, port, upstreamPort }) {
  const servers = /^(\s*server\s+)[\w.-]+:\d+([^;]*);/gm;
  const listen = /^(\s*)listen\s+80\s*;/m;
  const http = /^http\s*\{/m;
  if (!servers.test(text) || !listen.test(text) || !http.test(text)) {
    throw new Error('deploy/nginx.conf: no upstream servers, `listen 80;` or http block to adapt');
  }
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `  ${kind}_temp_path ${dir}/${kind};`)
    .join('\n');
  const adapted = text
    .replace(
      servers,
      (_, head, params) => `${head}127.0.0.1:${upstreamPort}${params.replace(/\s+resolve\b/, '')};`,
    )
    .replace(listen, `$1listen 127.0.0.1:${port};`)
    .replace(/access_log\s+\/dev\/stdout(\s+\w+)?;/, `access_log ${dir}/access.log$1;`)
    .replace(http, `http {\n${temp}`);
  // As root, nginx's workers would be `nobody`, who cannot use the temp folder we made.
  return `${isRoot ? 'user root;\n' : ''}${adapted}`;
}

/**
 * Tests and starts nginx with the adapted configuration in `dir`.
 * @param {{ nginx: string, dir: string, conf: string }} o
 */
export function startNginx({ nginx, dir, conf }) {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'nginx.conf');
  writeFileSync(file, conf);
  const base = ['-p', dir, '-c', file, '-e', 'stderr'];
  const test = spawnSync(nginx, [...base, '-t', '-g', `pid ${dir}/nginx.pid;`], { encoding: 'utf8' });
  if (test.status !== 0) return { ok: false, output: `${test.stdout}${test.stderr}`, stop: async () => {} };
  const server = startQuiet(nginx, [...base, '-g', `daemon off; pid ${dir}/nginx.pid;`], {});
  return {
    ok: true,
    output: '',
    ...server,
    stop: async () => {
      if (server.child.exitCode !== null) return;
      const exited = new Promise((resolve) => server.child.once('exit', resolve));
      server.child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Opens the realtime WebSocket with a token (subprotocols bearer, <token>) and waits for the
 * server's `ready` event.
 * @param {string} url
 * @param {string} token
 * @returns {Promise<string>} the first event's name
 */
export function firstRealtimeEvent(url, token, timeoutMs = 10_000) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, ['bearer', token]);
    const timer = setTimeout(() => {
      socket.close();
      reject(new Error(`no event on ${url} within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.addEventListener('message', (message) => {
      clearTimeout(timer);
      socket.close();
      try {
        resolve(String(JSON.parse(String(message.data)).event));
      } catch {
        resolve('(not JSON)');
      }
    });
    socket.addEventListener('error', () => {
      clearTimeout(timer);
      reject(new Error(`WebSocket ${url} failed`));
    });
  });
}

/**
 * Sends tus-shaped requests through nginx (an upload's URL, one with another id in its query)
 * and answers the access log's lines of them once both are written (decision 094: no upload id
 * in them). The lines are read from `dir/access.log` (localNginxConfig puts the log there).
 * @param {string} base nginx's address
 * @param {string} dir
 * @returns {Promise<{ lines: string[], ids: string[] }>}
 */
export async function accessLogOfUploads(base, dir, timeoutMs = 5000) {
  const ids = ['0123456789abcdef0123456789abcdef', 'fedcba9876543210fedcba9876543210'];
  const paths = [`/spa/api/v1/uploads/${ids[0]}`, `/spa/api/v1/staff/media/uploads/${ids[0]}?x=/${ids[1]}`];
  for (const p of paths) {
    const res = await fetch(`${base}${p}`, { method: 'HEAD', headers: { 'tus-resumable': '1.0.0' } });
    await res.arrayBuffer();
  }
  const marker = /"HEAD \/spa\/api\/v1\/(staff\/media\/)?uploads/;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const lines = readFileSync(path.join(dir, 'access.log'), 'utf8')
      .split('\n')
      .filter((l) => marker.test(l));
    // nginx writes a request's line once the answer is out: read again until both are there.
    if (lines.length >= paths.length || Date.now() > deadline) return { lines, ids };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Sends requests whose query carries a session token through nginx, and returns their access log
 * lines: the secret must not be in them (the social sign-in's return carries one, spec 01 §7).
 * @param {string} base
 * @param {string} dir
 * @returns {Promise<{ lines: string[], secret: string }>}
 */
export async function accessLogOfTokens(base, dir, timeoutMs = 5000) {
  const secret = 'SeCrEt0123456789token';
  const paths = [`/spa/api/v1/config?token=${secret}`, `/class/?lang=ru&TOKEN=${secret}`];
  for (const p of paths) await (await fetch(`${base}${p}`)).arrayBuffer();
  const marker = /"GET \/(spa\/api\/v1\/config|class\/)\?/;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const lines = readFileSync(path.join(dir, 'access.log'), 'utf8')
      .split('\n')
      .filter((l) => marker.test(l));
    if (lines.length >= paths.length || Date.now() > deadline) return { lines, secret };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
