import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../config.js';
import { type Db, openDatabase } from '../db/client.js';
import { domains } from '../db/schema/index.js';
import { seedDemo } from '../seed/seed-demo.js';

export interface SchoolAnalyticsOptions {
  host: string;
  /** A GA4 measurement id (`G-XXXXXXX`); '' removes it; undefined leaves it. */
  gaId?: string;
  /** A Yandex Metrica counter number; '' removes it; undefined leaves it. */
  yaId?: string;
}

const GA_ID = /^G-[A-Z0-9]{4,20}$/;
const YA_ID = /^\d{1,12}$/;

/**
 * Sets the analytics ids of the domain serving `host` (spec 01 §3 ga_id, ya_id): the web
 * app loads GA4 and Metrica only where they are set (issue 4). Refuses malformed ids, so
 * a typo never ships a tag that counts nothing.
 */
export async function setSchoolAnalytics(db: Db, options: SchoolAnalyticsOptions): Promise<void> {
  if (options.gaId && !GA_ID.test(options.gaId)) throw new Error(`not a GA4 measurement id: ${options.gaId}`);
  if (options.yaId && !YA_ID.test(options.yaId))
    throw new Error(`not a Metrica counter number: ${options.yaId}`);
  const set: { gaId?: string | null; yaId?: string | null } = {};
  if (options.gaId !== undefined) set.gaId = options.gaId || null;
  if (options.yaId !== undefined) set.yaId = options.yaId || null;
  if (!Object.keys(set).length) throw new Error('nothing to set: give --ga-id and/or --ya-id');
  const updated = await db
    .update(domains)
    .set(set)
    .where(eq(domains.host, options.host.toLowerCase()))
    .returning({ id: domains.id });
  if (!updated.length) throw new Error(`no school serves the host ${options.host}`);
}

const usage = `usage: npm run school:analytics -w apps/api -- --host <host> [--ga-id <G-XXXX|"">] [--ya-id <number|"">]`;

/**
 * Staff tool: sets a school's GA4 and Yandex Metrica ids. Uses DATABASE_URL, else the
 * PGlite database in DATA_DIR (stop the server first: an embedded database has one
 * process). With SEED=demo (the default) an empty database gets the demo schools first.
 */
async function main() {
  const { values } = parseArgs({
    options: {
      host: { type: 'string' },
      'ga-id': { type: 'string' },
      'ya-id': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help || !values.host || (values['ga-id'] === undefined && values['ya-id'] === undefined)) {
    console.log(usage);
    process.exit(values.help ? 0 : 2);
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    if (config.SEED === 'demo') await seedDemo(database.db);
    await setSchoolAnalytics(database.db, {
      host: values.host,
      gaId: values['ga-id'],
      yaId: values['ya-id'],
    });
    console.log(`analytics ids set for ${values.host}`);
  } finally {
    await database.close();
  }
}

// Run only as a program, not when a test imports the function.
if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '')) {
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
