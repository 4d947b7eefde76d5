// @ts-check
// What the bench parts that measure a browser's view share (browser-bytes, lighthouse): the built
// API on a fresh embedded database with the demo schools, as `npm start` runs it, and the flags
// their Chromium runs with.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, repoRoot, spawnLabelled, stopChild, waitForHttp200 } from '../lib/proc.mjs';

const compiledServer = path.join(repoRoot, 'apps', 'api', 'dist', 'server.js');

/** The e2e tests' flags (e2e/support/browsers.ts): no calls to Google services while measuring. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Starts the compiled server (`label` names its output and its data folder) on a free loopback
 * port with a data folder of its own; resolves once it is ready. `stop` ends it and deletes the
 * folder. A server that does not get ready is stopped, and the error carries its last lines.
 * @param {string} label
 * @param {Set<import('node:child_process').ChildProcess>} children the bench's, stopped on Ctrl-C
 * @returns {Promise<{ port: number, stop: () => Promise<void> }>}
 */
export async function startDemoServer(label, children) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `cp-bench-${label}-`));
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  // The embedded database, as `npm start` uses it, whatever the bench was started with.
  delete env.DATABASE_URL;
  const { child, tail } = spawnLabelled(
    `api:${label}`,
    process.execPath,
    ['--conditions=cp-compiled', compiledServer],
    {
      cwd: repoRoot,
      env,
    },
  );
  children.add(child);
  const stop = async () => {
    await stopChild(child);
    children.delete(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHttp200(`http://127.0.0.1:${port}/readyz`, { child, timeoutMs: 180_000 });
  } catch (error) {
    await stop();
    throw new Error(`${error instanceof Error ? error.message : error}\n${tail.join('\n')}`);
  }
  return { port, stop };
}
