import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A secret from the environment, else read from DATA_DIR/secrets, else generated there
 * on first start. Of two processes starting together exactly one value wins and both read it:
 * the value is written whole to a file of this process, then hard-linked under the shared name,
 * which fails if the name exists. (Creating the shared file with `wx` and then writing it let
 * the other process read it empty in between: CI saw that as an empty vapid.json.)
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
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, generate(), { flag: 'wx', mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    unlinkSync(draft);
  }
  return readFileSync(file, 'utf8').trim();
}

export const randomSecret = () => randomBytes(32).toString('base64url');
