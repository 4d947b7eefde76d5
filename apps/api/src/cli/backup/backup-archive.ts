import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { migrationsDir } from '../../lib/package-paths.js';

/**
 * The backup archive (decision 086): one .tar.gz holding `manifest.json`, the database (a
 * `pg_dump --format=custom` file, or the embedded store's own dump) and the folder store's areas
 * and the secrets as they are under DATA_DIR. Plain tar, so an operator can look inside with the
 * tools they know.
 */
export const MANIFEST = 'manifest.json';
export const PG_DUMP_FILE = 'database.dump';
export const PGLITE_DUMP_FILE = 'pglite.tar';
/** DATA_DIR's generated keys (signed links, Web Push): without them, learners' push subscriptions break. */
export const SECRETS_FOLDER = 'secrets';

/** How far the schema is: the migrations applied, the last by its tag and drizzle's timestamp. */
export interface MigrationLevel {
  count: number;
  tag: string | null;
  when: number;
}

export interface BackupManifest {
  format: 'cp-backup';
  version: 1;
  createdAt: string;
  database: 'postgres' | 'pglite';
  migration: MigrationLevel;
  /** Folder store: the areas in the archive. S3: the bucket is backed up on its own (operations.md). */
  store: { kind: 'folder'; areas: string[] } | { kind: 's3'; bucket: string; prefix: string | null };
  secrets: boolean;
}

/** Drizzle's journal of the migrations this code has. */
function journal(): { when: number; tag: string }[] {
  const file = path.join(migrationsDir, 'meta/_journal.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { entries: { when: number; tag: string }[] }).entries;
}

/** The level a database is at, from drizzle's table (`count`, latest `created_at`), named by the journal. */
export function levelOf(count: number, when: number): MigrationLevel {
  return { count, when, tag: journal().find((e) => e.when === when)?.tag ?? null };
}

/** The newest level this code knows. */
export function codeLevel(): MigrationLevel {
  const entries = journal();
  const last = entries.at(-1);
  return { count: entries.length, when: last?.when ?? 0, tag: last?.tag ?? null };
}

/** Why an archive cannot go under this code, or null: a schema from a newer version would break it. */
export function newerThanCode(level: MigrationLevel): string | null {
  const code = codeLevel();
  if (level.when > code.when || level.count > code.count || (level.count > 0 && level.tag === null)) {
    return (
      `the archive's database is at migration ${level.tag ?? `#${level.count}`}, newer than this ` +
      `version's ${code.tag ?? 'none'}: restore it with the version that made it (or a newer one)`
    );
  }
  return null;
}

export function readManifest(dir: string): BackupManifest {
  const file = path.join(dir, MANIFEST);
  if (!existsSync(file)) throw new Error('not a backup archive of this server (no manifest.json)');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as BackupManifest;
  if (manifest.format !== 'cp-backup' || manifest.version !== 1) {
    throw new Error(
      `not a backup archive this version reads (format ${manifest.format} ${manifest.version})`,
    );
  }
  return manifest;
}

/**
 * `tar` with its output kept for the error message. GNU tar: Debian's, and the image's. `okCodes`:
 * creating while the server runs, 1 only says a file changed as it was read (an upload going on).
 */
export function tar(args: string[], okCodes: number[] = [0]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('tar', args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk) => {
      errors += chunk;
    });
    child.on('error', (err) => reject(new Error(`could not run tar: ${err.message}`)));
    child.on('close', (code) =>
      okCodes.includes(code ?? -1)
        ? resolve()
        : reject(new Error(`tar ${args[0]} failed (exit ${code}): ${errors.trim()}`)),
    );
  });
}
