// Debian's nginx as the load balancer in front of several API processes (decision 084): the
// browser suite, the API's cross-process tests and the bench talk to it as a learner's browser
// talks to a production balancer. Plain Node, no dependencies (see proc.mjs).
//
//   const lb = await startNginx({ port, upstreams: [4101, 4102] }); ... lb.url ...; await lb.stop();
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort, sleep } from './proc.mjs';

export class NginxMissingError extends Error {
  constructor() {
    super('nginx not found in PATH or at /usr/sbin/nginx (apt-get install -y --no-install-recommends nginx)');
    this.name = 'NginxMissingError';
  }
}

/**
 * The nginx binary: PATH first (an explicit choice of the machine's owner), then Debian's place,
 * which is outside a non-root user's PATH.
 * @returns {string | null}
 */
export function findNginx() {
  const dirs = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean);
  for (const dir of [...dirs, '/usr/sbin']) {
    const file = path.join(dir, 'nginx');
    try {
      fs.accessSync(file, fs.constants.X_OK);
      if (fs.statSync(file).isFile()) return file;
    } catch {
      // not here
    }
  }
  return null;
}

/**
 * The whole configuration. Every path lives in the temp prefix: nothing of the machine's own
 * nginx (/etc/nginx, /var/log/nginx, /var/lib/nginx) is read or written.
 * @param {{ dir: string, port: number, upstreams: number[] }} options
 */
export function nginxConfig({ dir, port, upstreams }) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  // fail_timeout short: a restarted process is tried again soon; max_fails=1 skips a gone one
  // at once (proxy_next_upstream hands the request to the next).
  const servers = upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`);
  return `# Written by scripts/lib/nginx.mjs; a throwaway balancer for tests and the bench.
${isRoot ? '# Workers as root: the temp prefix is ours, and the nobody user could not reach it.\nuser root;\n' : ''}worker_processes 1;
worker_rlimit_nofile 8192;
events { worker_connections 4096; }

http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;

  # WebSockets: pass the upgrade on; plain requests get an empty Connection, which keeps the
  # keep-alive connections to the upstream open.
  map $http_upgrade $connection_upgrade {
    default upgrade;
    '' '';
  }
  # A request id the client (or a balancer before us) already gave is kept; else nginx makes one.
  map $http_x_request_id $cp_request_id {
    default $http_x_request_id;
    '' $request_id;
  }

  upstream api {
    # Round robin (the default): one learner's requests land on every process.
${servers.join('\n')}
    keepalive 32;
  }

  server {
    listen 127.0.0.1:${port};
    server_name _;
    # Session cookies and the content security policy make headers large.
    large_client_header_buffers 8 32k;
    # Uploads of any size, streamed through as they come (tus PATCHes), answers streamed back.
    client_max_body_size 0;
    proxy_request_buffering off;
    proxy_buffering off;
    proxy_buffer_size 32k;
    proxy_buffers 8 32k;
    proxy_busy_buffers_size 64k;

    location / {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      # The host picks the school, port included (localhost:8181 is not localhost:8080).
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $cp_request_id;
      # A process that is gone (refused, reset before an answer) is skipped for the next one.
      proxy_next_upstream error timeout;
      proxy_connect_timeout 5s;
      # WebSockets stay open for as long as a learner keeps the app open.
      proxy_read_timeout 1h;
      proxy_send_timeout 1h;
      # Which process answered: the cross-process tests prove that requests land on each one.
      # A test balancer only; a production one would not tell its internal addresses.
      add_header X-Upstream-Addr $upstream_addr always;
    }
  }
}
`;
}

/**
 * @typedef {object} Nginx
 * @property {string} url        http://127.0.0.1:PORT
 * @property {number} port
 * @property {string} dir        the temp prefix (config, pid, temp files)
 * @property {number | undefined} pid
 * @property {(upstreams: number[]) => Promise<void>} reload  new upstream ports, no dropped listener
 * @property {() => Promise<void>} stop   stops nginx, waits for it, deletes the prefix; idempotent
 */

/**
 * Starts nginx in the foreground (`daemon off`: it is our child, it dies with us) and resolves
 * once it accepts connections on `port` (a free one when omitted).
 * @param {{ port?: number, upstreams: number[], quiet?: boolean }} options
 * @returns {Promise<Nginx>}
 */
export async function startNginx({ port, upstreams, quiet = false }) {
  const binary = findNginx();
  if (!binary) throw new NginxMissingError();
  const listenPort = port ?? (await freePort());
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-nginx-'));
  const confFile = path.join(dir, 'nginx.conf');
  fs.writeFileSync(confFile, nginxConfig({ dir, port: listenPort, upstreams }));
  const globals = `daemon off; pid ${dir}/nginx.pid; error_log stderr warn;`;
  const args = ['-p', dir, '-e', 'stderr', '-c', confFile, '-g', globals];

  // Check first: a syntax error then reads as one, not as "exited before listening".
  const test = spawnSync(binary, ['-t', '-q', ...args], { encoding: 'utf8' });
  if (test.status !== 0) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(`nginx rejected its configuration:\n${test.stderr}`);
  }

  const child = spawn(binary, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
    if (!quiet) process.stderr.write(`[nginx] ${chunk}`);
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // Our own exit must not leave nginx (and its prefix) behind.
  const killOnExit = () => {
    child.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  };
  process.on('exit', killOnExit);

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.removeListener('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      // SIGTERM is nginx's fast shutdown: open WebSockets would hold a graceful one for an hour.
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 10_000;
  while (!(await accepts(listenPort))) {
    if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not start on 127.0.0.1:${listenPort}:\n${stderr}`);
    }
    await sleep(50);
  }

  return {
    url: `http://127.0.0.1:${listenPort}`,
    port: listenPort,
    dir,
    pid: child.pid,
    async reload(next) {
      fs.writeFileSync(confFile, nginxConfig({ dir, port: listenPort, upstreams: next }));
      const check = spawnSync(binary, ['-t', '-q', ...args], { encoding: 'utf8' });
      if (check.status !== 0) throw new Error(`nginx rejected its new configuration:\n${check.stderr}`);
      // SIGHUP: the master starts workers with the new configuration and retires the old ones.
      child.kill('SIGHUP');
      await sleep(300);
    },
    stop,
  };
}

/** @param {number} port */
function accepts(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
