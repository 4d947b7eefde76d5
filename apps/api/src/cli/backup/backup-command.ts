import { existsSync } from 'node:fs';
import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../../config.js';
import { DatabaseInUseError } from '../../db/data-dir-lock.js';
import { type CommandIo, exitCodeOf, fail, println } from '../command.js';
import {
  type BackupManifest,
  MANIFEST,
  PG_DUMP_FILE,
  PGLITE_DUMP_FILE,
  SECRETS_FOLDER,
  tar,
} from './backup-archive.js';
import { archiveArguments, databaseTarget } from './backup-cli.js';
import { dumpDatabase } from './backup-database.js';
import { areasIn, hasSecrets } from './backup-files.js';

const usage = `usage: npm run backup -- <file.tar.gz>
  Writes one archive of the installation: the database (DATABASE_URL with pg_dump, the server may
  keep running; else the embedded database in DATA_DIR, the server stopped: refused while it runs),
  and DATA_DIR's files, uploads, media, brand and secrets. With S3_BUCKET the bucket is not in it:
  docs/operations.md. (--force is accepted and changes nothing: a killed server no longer blocks.)
exit codes: 0 done, 1 refused or failed (the message says why), 2 wrong usage`;

/**
 * `npm run backup` (issue 14 "Operations", decision 086); `npm run restore` reads what it writes.
 * `argv` is what follows the script's name; the answer is the exit code.
 */
export function backupCommand(argv: string[], env: NodeJS.ProcessEnv, io: CommandIo): Promise<number> {
  return exitCodeOf(
    io,
    () => run(argv, env, io),
    (err) =>
      err instanceof DatabaseInUseError
        ? `backup refused: ${err.message}`
        : `backup failed: ${err instanceof Error ? err.message : String(err)}`,
  );
}

async function run(argv: string[], env: NodeJS.ProcessEnv, io: CommandIo): Promise<void> {
  const args = archiveArguments(usage, argv, env, io);
  if (!args) return;
  const config = loadConfig(env);
  const out = args.archive;
  if (existsSync(out)) fail(`${out} exists: choose another name, or remove it first`, 1);

  const target = databaseTarget(config);
  // Beside the archive, so a large dump never fills the system's temporary folder instead.
  const staging = await mkdtemp(path.join(path.dirname(out), '.cp-backup-'));
  try {
    const migration = await dumpDatabase(target, staging);
    const areas = config.S3_BUCKET ? [] : areasIn(config.dataDir);
    const secrets = hasSecrets(config.dataDir);
    const manifest: BackupManifest = {
      format: 'cp-backup',
      version: 1,
      createdAt: new Date().toISOString(),
      database: target.kind,
      migration,
      store: config.S3_BUCKET
        ? { kind: 's3', bucket: config.S3_BUCKET, prefix: config.S3_PREFIX ?? null }
        : { kind: 'folder', areas },
      secrets,
    };
    await writeFile(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    const files = [...areas, ...(secrets ? [SECRETS_FOLDER] : [])];
    const partial = `${out}.partial`;
    await tar(
      [
        '--create',
        '--gzip',
        `--file=${partial}`,
        '--warning=no-file-changed',
        '--warning=no-file-removed',
        '--ignore-failed-read',
        `--directory=${staging}`,
        MANIFEST,
        target.kind === 'postgres' ? PG_DUMP_FILE : PGLITE_DUMP_FILE,
        ...(files.length ? [`--directory=${config.dataDir}`, ...files] : []),
      ],
      [0, 1],
    );
    await rename(partial, out);
    const level = migration.tag ?? 'empty';
    println(io.stdout, `backup written: ${out}`);
    println(
      io.stdout,
      `  database: ${target.kind === 'postgres' ? 'PostgreSQL server' : 'embedded (PGlite)'}, migration ${level}`,
    );
    println(io.stdout, `  files:    ${files.length ? files.join(', ') : 'none'}`);
    if (config.S3_BUCKET) {
      println(
        io.stdout,
        `  The bucket ${config.S3_BUCKET} is not in the archive: back it up on its own (docs/operations.md).`,
      );
    }
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(`${out}.partial`, { force: true });
  }
}
