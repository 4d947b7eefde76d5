import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { persistentSecret, randomSecret } from './storage-secrets.js';

const run = promisify(execFile);
const moduleUrl = new URL('./storage-secrets.ts', import.meta.url).href;
let dataDir = '';

afterEach(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('persistentSecret', () => {
  it('prefers the environment, then keeps the first generated value across calls', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'cp-secret-'));
    expect(persistentSecret(dataDir, 'a', 'from-env', randomSecret)).toBe('from-env');
    const first = persistentSecret(dataDir, 'a', undefined, randomSecret);
    expect(first).toMatch(/^[\w-]{43}$/);
    expect(persistentSecret(dataDir, 'a', undefined, randomSecret)).toBe(first);
    // No drafts are left behind.
    expect(await readdir(path.join(dataDir, 'secrets'))).toEqual(['a']);
  });

  it('gives processes starting together one and the same, whole value', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'cp-secret-'));
    const script = `const { persistentSecret } = await import(${JSON.stringify(moduleUrl)});
      const value = persistentSecret(${JSON.stringify(dataDir)}, 'shared.json', undefined,
        () => JSON.stringify({ pid: process.pid, pad: 'x'.repeat(100000) }));
      process.stdout.write(String(JSON.parse(value).pid));`;
    const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
    const outputs = await Promise.all(
      Array.from({ length: 6 }, () =>
        run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: repoRoot }),
      ),
    );
    const pids = new Set(outputs.map((o) => o.stdout));
    expect(pids.size).toBe(1);
    expect(await readdir(path.join(dataDir, 'secrets'))).toEqual(['shared.json']);
  }, 60_000);
});
