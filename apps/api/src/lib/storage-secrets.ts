import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A secret from the environment, else read from DATA_DIR/secrets, else generated there
 * on first start (`wx`: of two processes starting together, the second reads the first's).
 * Without a DATA_DIR (tests) it lives in memory. Processes on different machines must
 * share the value through the environment.
 */
export function persistentSecret(
  dataDir: string | undefined,
  name: string,
  fromEnv: string | undefined,
  generate: () => string,
): string {
  if (fromEnv) return fromEnv;
  if (!dataDir) return generate();
  const dir = path.join(dataDir, 'secrets');
  const file = path.join(dir, name);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  try {
    writeFileSync(file, generate(), { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return readFileSync(file, 'utf8').trim();
}

export const randomSecret = () => randomBytes(32).toString('base64url');
