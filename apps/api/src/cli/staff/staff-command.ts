import { randomBytes } from 'node:crypto';
import { format, parseArgs } from 'node:util';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/client.js';
import { schoolOrigin } from '../../lib/public-origin.js';
import { createAdmin, createSchool } from '../../modules/staff/index.js';
import { type CommandIo, exitCodeOf, fail, println } from '../command.js';
import { promptPassword } from './prompt-password.js';

const usage = `usage:
  npm run staff -w apps/api -- create-school --host <domain> --name <school name> [--language ru|en|es]
                                             [--currency <ISO 4217 code, RUB unless given>]
                                             [--time-zone <IANA name, UTC unless given>]
  npm run staff -w apps/api -- create-admin --host <domain> --email <e-mail> [--name <name>]
                                            [--password <password> | --generate-password]
    Without --password or --generate-password the password is asked for (in a terminal).
    An account that already has the e-mail becomes the administrator (its password is kept
    unless one is given).
exit codes: 0 done, 1 refused (the message says why; nothing changed), 2 wrong usage`;

/**
 * Staff tool (issue 9): `create-school` makes a school on an empty installation (`SEED=none`),
 * `create-admin` its first administrator, who signs in at /staff/ and invites the team. Uses
 * DATABASE_URL, else the PGlite database in DATA_DIR (stop the server first: an embedded
 * database has one process). The host is added without proof of control (decision 099): whoever
 * runs this has the installation's shell, which is more than control of one host.
 * `argv` is what follows the script's name; the answer is the exit code.
 */
export function staffCommand(argv: string[], env: NodeJS.ProcessEnv, io: CommandIo): Promise<number> {
  return exitCodeOf(
    io,
    () => run(argv, env, io),
    (err) => (err instanceof Error ? err.message : format(err)),
  );
}

async function run(argv: string[], env: NodeJS.ProcessEnv, io: CommandIo): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      host: { type: 'string' },
      name: { type: 'string' },
      language: { type: 'string' },
      currency: { type: 'string' },
      'time-zone': { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      'generate-password': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command] = positionals;
  if (values.help) {
    println(io.stdout, usage);
    return;
  }
  if (positionals.length !== 1 || !values.host) fail(usage, 2);
  if (command === 'create-school') {
    if (!values.name) fail(usage, 2);
  } else if (command === 'create-admin') {
    if (!values.email || (values.password !== undefined && values['generate-password'])) fail(usage, 2);
  } else {
    fail(usage, 2);
  }

  const config = loadConfig(env);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    if (command === 'create-school') {
      const school = await createSchool(database.db, {
        host: values.host,
        name: values.name!,
        language: values.language,
        currency: values.currency,
        timeZone: values['time-zone'],
      });
      println(io.stdout, `school created: ${values.name} at ${school.host} (project ${school.projectId})`);
      println(
        io.stdout,
        `currency: ${school.currency} (the console's Payments → Settings changes it until the first order)`,
      );
      println(
        io.stdout,
        `time zone: ${school.timeZone} (of the video consultation schedules; the console's Brand changes it)`,
      );
      println(
        io.stdout,
        `next: npm run staff -w apps/api -- create-admin --host ${school.host} --email <e-mail>`,
      );
      return;
    }
    let password = values.password;
    if (values['generate-password']) password = randomBytes(12).toString('base64url');
    const result = await createAdmin(database.db, {
      host: values.host,
      email: values.email!,
      name: values.name,
      password: password ?? (await askIfNew(io)),
    });
    println(
      io.stdout,
      result.created
        ? `administrator created: ${values.email} at ${values.host}`
        : `the existing account ${values.email} at ${values.host} is now an administrator`,
    );
    if (values['generate-password']) println(io.stdout, `password: ${password}`);
    // Where the server answers: PUBLIC_URL's scheme and port, else http on PORT (issue 28: no port).
    const origin = schoolOrigin(values.host.trim().toLowerCase(), {
      publicUrl: config.PUBLIC_URL,
      port: config.PORT,
    });
    println(io.stdout, `sign in at ${origin}/staff/`);
    if (!config.DATABASE_URL)
      println(io.stdout, '(on the embedded database the server is stopped meanwhile: start it again first)');
  } finally {
    await database.close();
  }
}

/** No password given: ask in a terminal; elsewhere an existing account keeps its own. */
async function askIfNew(io: CommandIo): Promise<string | undefined> {
  if (!io.stdin?.isTTY) return undefined;
  const first = await promptPassword(
    io.stdin,
    io.stdout,
    'password (at least 8 characters, empty to keep an existing one): ',
  );
  if (!first) return undefined;
  const again = await promptPassword(io.stdin, io.stdout, 'the same password again: ');
  if (first !== again) fail('the passwords differ; nothing changed', 1);
  return first;
}
