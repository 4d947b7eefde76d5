// Small process and network helpers shared by the scripts in this folder.
// Plain Node, no dependencies: these scripts must run before (and without) the apps building.
import { spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root: the scripts are started from anywhere (npm, .ci/run, a shell in a sub folder). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Asks the kernel for a free TCP port on loopback. There is a small window between closing this
 * probe and the real server binding the port; callers that can retry on EADDRINUSE do so.
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * One HTTP request with node:http (not fetch: fetch forbids overriding the Host header, and the
 * API picks the school from Host). Resolves with status, headers and the body as text.
 * @param {string} url
 * @param {{ method?: string, headers?: Record<string, string>, body?: string, timeoutMs?: number }} [options]
 * @returns {Promise<{ status: number, headers: http.IncomingHttpHeaders, body: string }>}
 */
export function httpRequest(url, { method = 'GET', headers = {}, body, timeoutMs = 10_000 } = {}) {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers, timeout: timeoutMs }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`timeout after ${timeoutMs} ms: ${url}`)));
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * Polls a URL until it answers 200. Fails early when `child` exits first (a crashed server
 * would otherwise make us wait for the whole timeout).
 * @param {string} url
 * @param {{ timeoutMs?: number, child?: import('node:child_process').ChildProcess }} [options]
 */
export async function waitForHttp200(url, { timeoutMs = 120_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) {
      throw new Error(`process exited with code ${child.exitCode} before ${url} was ready`);
    }
    if (child?.signalCode) {
      throw new Error(`process was killed by ${child.signalCode} before ${url} was ready`);
    }
    try {
      const response = await httpRequest(url, { timeoutMs: 2_000 });
      if (response.status === 200) return;
      lastProblem = `HTTP ${response.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await sleep(250);
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms (${lastProblem})`);
}

/** @param {number} ms */
export function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Spawns a long-running child whose output is shown with a prefix, so that interleaved logs of
 * several servers stay readable. The last lines are kept for error messages.
 * @param {string} label
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions} options
 */
export function spawnLabelled(label, command, args, options) {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  /** @type {string[]} */
  const tail = [];
  const forward = (/** @type {NodeJS.WritableStream} */ sink) => {
    let pending = '';
    return (/** @type {Buffer} */ chunk) => {
      pending += chunk.toString('utf8');
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        tail.push(line);
        if (tail.length > 50) tail.shift();
        sink.write(`[${label}] ${line}\n`);
      }
    };
  };
  child.stdout?.on('data', forward(process.stdout));
  child.stderr?.on('data', forward(process.stderr));
  return { child, tail };
}

/**
 * Stops a child: SIGTERM (lets a server shut down cleanly), then SIGKILL after a grace period.
 * @param {import('node:child_process').ChildProcess} child
 * @param {number} [graceMs]
 */
export async function stopChild(child, graceMs = 5_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}
