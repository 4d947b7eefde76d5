import path from 'node:path';
import { parseArgs } from 'node:util';
import type { AppConfig } from '../../config.js';
import { type CommandIo, fail, println } from '../command.js';
import type { DatabaseTarget } from './backup-database.js';

/**
 * The command line of `npm run backup` and `npm run restore`: one archive and --force. Null after
 * --help (the usage is printed); wrong usage ends the command with 2.
 */
export function archiveArguments(
  usage: string,
  argv: string[],
  env: NodeJS.ProcessEnv,
  io: CommandIo,
): { archive: string; force: boolean } | null {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    println(io.stdout, usage);
    return null;
  }
  if (positionals.length !== 1) fail(usage, 2);
  return {
    // Relative to where the operator ran npm, not to the workspace npm switched into.
    archive: path.resolve(env.INIT_CWD ?? process.cwd(), positionals[0]!),
    force: values.force === true,
  };
}

/** The installation's database: DATABASE_URL, else the embedded one in DATA_DIR. */
export function databaseTarget(config: AppConfig): DatabaseTarget {
  return config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL }
    : { kind: 'pglite', dir: path.join(config.dataDir, 'pglite') };
}
