import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { type AppConfig, loadConfig } from '../../config.js';
import { DatabaseInUseError, type DataDirLock, lockEmbeddedDatabase } from '../../db/data-dir-lock.js';
import { type CommandIo, exitCodeOf, fail, println } from '../command.js';
import { newerThanCode, readManifest, tar } from './backup-archive.js';
import { archiveArguments, databaseTarget } from './backup-cli.js';
import {
  currentLevel,
  type DatabaseTarget,
  loadPglite,
  otherSessions,
  restorePostgres,
} from './backup-database.js';
import { swapFolders } from './backup-files.js';

const usage = `usage: npm run restore -- <file.tar.gz> [--force]
  Puts an archive of \`npm run backup\` back: the database (DATABASE_URL, else the embedded one in
  DATA_DIR) and DATA_DIR's files, uploads, media, brand and secrets. Stop the API first (on the
  embedded database it is refused while the server runs). What DATA_DIR held moves to
  DATA_DIR/before-restore-<time>/ (remove it once you have checked).
  --force  PostgreSQL: restore although other connections are open, or the database is at a
           newer migration than the archive
exit codes: 0 done, 1 refused or failed (the message says why; nothing changed), 2 wrong usage`;

/** A refusal: nothing was changed; the message says why. */
class Refused extends Error {}
function refuse(message: string): never {
  throw new Refused(message);
}

const ENGINE = {
  postgres: 'a PostgreSQL server (DATABASE_URL)',
  pglite: 'the embedded database (no DATABASE_URL)',
};

/**
 * `npm run restore` (issue 14 "Operations", decision 086): the way back from `npm run backup`.
 * `argv` is what follows the script's name; the answer is the exit code.
 */
export function restoreCommand(argv: string[], env: NodeJS.ProcessEnv, io: CommandIo): Promise<number> {
  return exitCodeOf(
    io,
    () => run(argv, env, io),
    (err) =>
      err instanceof Refused || err instanceof DatabaseInUseError
        ? `restore refused: ${err.message}`
        : `restore failed: ${err instanceof Error ? err.message : String(err)}`,
  );
}

async function run(argv: string[], env: NodeJS.ProcessEnv, io: CommandIo): Promise<void> {
  const args = archiveArguments(usage, argv, env, io);
  if (!args) return;
  const { archive, force } = args;
  const config = loadConfig(env);
  if (!existsSync(archive)) fail(`no such archive: ${archive}`, 1);
  const target = databaseTarget(config);
  // The embedded database stays ours from the first look to the swap: refused (nothing changed)
  // while the server or another command has it open (db/data-dir-lock.ts).
  const lock: DataDirLock | null =
    target.kind === 'pglite' ? lockEmbeddedDatabase(target.dir, 'command') : null;
  try {
    await restore(io, config, archive, force, target);
  } finally {
    lock?.release();
  }
}

async function restore(
  io: CommandIo,
  config: AppConfig,
  archive: string,
  force: boolean,
  target: DatabaseTarget,
): Promise<void> {
  await mkdir(config.dataDir, { recursive: true });
  // Inside DATA_DIR: the unpacked folders then move into place by a rename, never a copy.
  const staging = await mkdtemp(path.join(config.dataDir, '.restore-'));
  try {
    await tar(['--extract', '--gzip', `--file=${archive}`, `--directory=${staging}`]);
    const manifest = readManifest(staging);
    const newer = newerThanCode(manifest.migration);
    if (newer) refuse(newer);
    if (manifest.database !== target.kind) {
      refuse(`the archive holds ${ENGINE[manifest.database]}, this installation uses ${ENGINE[target.kind]}`);
    }

    let pglite: string | null = null;
    if (target.kind === 'postgres') {
      // pg_restore --clean drops only what the dump holds: tables of later migrations would stay.
      const now = await currentLevel(target);
      if (!force && now.when > manifest.migration.when) {
        refuse(
          `the database is at migration ${now.tag}, newer than the archive's ` +
            `${manifest.migration.tag}: restore into an empty database (or --force)`,
        );
      }
      const sessions = await otherSessions(target.url);
      if (!force && sessions > 0) {
        refuse(`${sessions} other connection(s) to the database: stop the API processes first (or --force)`);
      }
      await restorePostgres(target.url, staging);
    } else {
      pglite = path.join(staging, 'pglite');
      const level = await loadPglite(staging, pglite);
      if (level.when !== manifest.migration.when)
        throw new Error('the embedded database in the archive is damaged');
    }

    const aside = path.join(
      config.dataDir,
      `before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`,
    );
    const moved = await swapFolders(staging, config.dataDir, aside, {
      areas: manifest.store.kind === 'folder' ? manifest.store.areas : null,
      secrets: manifest.secrets,
      pglite,
    });
    println(
      io.stdout,
      `restored ${archive} (made ${manifest.createdAt}, migration ${manifest.migration.tag ?? 'empty'})`,
    );
    if (moved.length)
      println(
        io.stdout,
        `  what was there before (${moved.join(', ')}) is in ${aside}: remove it once checked`,
      );
    if (manifest.store.kind === 's3') {
      println(
        io.stdout,
        `  Files are in the bucket ${manifest.store.bucket}: restore it on its own (docs/operations.md).`,
      );
    } else if (config.S3_BUCKET) {
      println(
        io.stdout,
        `  The archive's files went to ${config.dataDir}, but S3_BUCKET is set: copy them to the bucket.`,
      );
    }
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
