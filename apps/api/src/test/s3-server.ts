import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { BuildOptions } from '../app.js';

export interface S3TestServer {
  endpoint: string;
  bucket: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  /** The app's S3_* settings pointing at this server (createTestApp({ config })). */
  config: Partial<BuildOptions['config']>;
  stop(): Promise<void>;
}

/** s3rver's one account (its README); it checks signatures made with these keys. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

const PROCESS = path.join(path.dirname(fileURLToPath(import.meta.url)), 's3-server-process.ts');

/**
 * A local S3-compatible server for tests (decision 081): s3rver in a process of its own (so what
 * a test measures of its own process is its own) on a free loopback port, its objects in a fresh
 * temporary folder, one bucket made. It speaks the S3 REST API the AWS SDK
 * uses (multipart, ranges, ListObjectsV2, DeleteObjects, copy; ListParts and AbortMultipartUpload
 * added by s3rver-multipart.ts for @tus/s3-store), but it is not S3: no
 * versioning, no lifecycle, eventual consistency never shows, so tests prove our use of the
 * API, not a provider's quirks.
 */
export async function startS3Server(bucket = 'cp-test'): Promise<S3TestServer> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'cp-s3rver-'));
  // An IPC channel too: the server ends with the test process, even one that never calls stop().
  const child = spawn(process.execPath, ['--import', 'tsx', PROCESS, directory, bucket], {
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const exited = once(child, 'exit');
  const failed = exited.then(() => {
    throw new Error('the s3rver process ended before it listened');
  });
  // Once it listens, its end is stop()'s business.
  failed.catch(() => {});
  const ready = once(createInterface({ input: child.stdout! }), 'line');
  const [line] = (await Promise.race([ready, failed])) as [string];
  const { port } = JSON.parse(line) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    credentials: CREDENTIALS,
    config: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    },
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
