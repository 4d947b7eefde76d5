import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_PORT } from './env';

// A second API process of its own, for the social sign-in tests (issue 3): its schools get a
// "google" client that points at a real OpenID provider on loopback (oidc-provider, the one
// the API tests use), which the shared test server cannot have. It has its own data folder
// (an embedded database belongs to one process) and its own port.

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export const SOCIAL_PORT = E2E_PORT + 2;
export const SOCIAL_SCHOOL_URLS = {
  localhost: `http://localhost:${SOCIAL_PORT}/class/`,
  loopbackIp: `http://127.0.0.1:${SOCIAL_PORT}/class/`,
} as const;

const CLIENT = { id: 'e2e-google-client', secret: 'e2e-google-client-secret-value' };

/**
 * Runs one of the API's programs (`apps/api/src/….ts`) as the build made it (`apps/api/dist/….js`),
 * as the stacks run the server: the browser phase follows the build, and starting from the
 * sources through tsx cost each of these servers seconds of a busy CPU (decision 102). The test
 * helpers the build leaves out (`src/test/`, the OpenID provider) run from their sources.
 */
export function run(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const [program = '', ...rest] = args;
  const built = /^apps\/api\/src\/(?!test\/)(.*)\.ts$/.exec(program);
  const argv = built
    ? ['--conditions=cp-compiled', '--enable-source-maps', `apps/api/dist/${built[1]}.js`, ...rest]
    : ['--import', 'tsx', ...args];
  const child = spawn(process.execPath, argv, {
    cwd: repoRoot,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Always read both streams, so a chatty process never blocks on a full pipe.
  child.stdout?.on('data', () => undefined);
  child.stderr?.on('data', () => undefined);
  return child;
}

function firstLine(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const end = out.indexOf('\n');
      if (end >= 0) resolve(out.slice(0, end));
    });
    child.once('exit', (code) => reject(new Error(`exited with ${code} before printing`)));
  });
}

export function finished(child: ChildProcess): Promise<void> {
  let err = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    err += chunk.toString();
  });
  return new Promise((resolve, reject) =>
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`exit ${code}: ${err}`)))),
  );
}

export async function waitReady(url: string, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not become ready`);
}

export interface SocialServer {
  issuer: string;
  stop(): Promise<void>;
}

/**
 * Starts the provider, configures both demo schools' "google" client with the staff CLI
 * (apps/api/src/cli/social-client.ts), then the API on SOCIAL_PORT.
 */
export async function startSocialServer(): Promise<SocialServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cp-e2e-social-'));
  const callbacks = ['localhost', '127.0.0.1'].map(
    (host) => `http://${host}:${SOCIAL_PORT}/spa/api/v1/auth/social/google/callback`,
  );
  const provider = run(
    [
      'apps/api/src/test/oidc-server.ts',
      '--client-id',
      CLIENT.id,
      '--client-secret',
      CLIENT.secret,
      ...callbacks.flatMap((uri) => ['--redirect-uri', uri]),
    ],
    {},
  );
  const children: ChildProcess[] = [provider];
  const stop = async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all(
      children.map((child) => (child.exitCode === null ? new Promise((r) => child.once('exit', r)) : null)),
    );
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const { issuer } = JSON.parse(await firstLine(provider)) as { issuer: string };
    for (const host of ['localhost', '127.0.0.1']) {
      await finished(
        run(
          [
            'apps/api/src/cli/social-client.ts',
            '--host',
            host,
            '--network',
            'google',
            '--client-id',
            CLIENT.id,
            '--client-secret',
            CLIENT.secret,
            '--issuer',
            issuer,
            '--scope',
            'openid email',
          ],
          { DATA_DIR: dataDir },
        ),
      );
    }
    const api = run(['apps/api/src/server.ts'], {
      DATA_DIR: dataDir,
      PORT: String(SOCIAL_PORT),
      HOST: '127.0.0.1',
    });
    children.push(api);
    await waitReady(`http://127.0.0.1:${SOCIAL_PORT}/readyz`, 120_000);
    return { issuer, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
