import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../config.js';
import { type Db, openDatabase } from '../db/client.js';
import { brands, domains } from '../db/schema/index.js';
import { seedDemo } from '../seed/seed-demo.js';

export interface SchoolSettingsOptions {
  host: string;
  /** Banners on or off for the school's brand (spec 01 §3 isBannerEnable); undefined leaves it. */
  banners?: boolean;
  /** A GA4 measurement id (`G-XXXXXXX`); '' removes it; undefined leaves it. */
  gaId?: string;
  /** A Yandex Metrica counter number; '' removes it; undefined leaves it. */
  yaId?: string;
}

const GA_ID = /^G-[A-Z0-9]{4,20}$/;
const YA_ID = /^\d{1,12}$/;

/**
 * Sets what a school's administrator switches (issue 4): the analytics ids of the domain
 * serving `host` (spec 01 §3 ga_id, ya_id; the web app loads GA4 and Metrica only where
 * they are set) and the brand's banners. Refuses malformed ids, so a typo never ships a tag
 * that counts nothing; changes nothing unless every value is valid.
 */
export async function setSchoolSettings(db: Db, options: SchoolSettingsOptions): Promise<void> {
  if (options.gaId && !GA_ID.test(options.gaId)) throw new Error(`not a GA4 measurement id: ${options.gaId}`);
  if (options.yaId && !YA_ID.test(options.yaId))
    throw new Error(`not a Metrica counter number: ${options.yaId}`);
  const set: { gaId?: string | null; yaId?: string | null } = {};
  if (options.gaId !== undefined) set.gaId = options.gaId || null;
  if (options.yaId !== undefined) set.yaId = options.yaId || null;
  if (!Object.keys(set).length && options.banners === undefined)
    throw new Error('nothing to set: give --ga-id, --ya-id or --banners');
  const [domain] = await db
    .select({ id: domains.id, projectId: domains.projectId })
    .from(domains)
    .where(eq(domains.host, options.host.toLowerCase()))
    .limit(1);
  if (!domain) throw new Error(`no school serves the host ${options.host}`);
  await db.transaction(async (tx) => {
    if (Object.keys(set).length) await tx.update(domains).set(set).where(eq(domains.id, domain.id));
    if (options.banners !== undefined)
      await tx
        .update(brands)
        .set({ isBannerEnable: options.banners })
        .where(eq(brands.projectId, domain.projectId));
  });
}

const usage = `usage: npm run school:settings -w apps/api -- --host <host> [--ga-id <G-XXXX|"">] [--ya-id <number|"">] [--banners on|off]`;

/**
 * Staff tool: sets a school's GA4 and Yandex Metrica ids and turns its banners on or off.
 * Uses DATABASE_URL, else the PGlite database in DATA_DIR (stop the server first: an
 * embedded database has one process). With SEED=demo (the default) an empty database gets the demo schools first.
 */
async function main() {
  const { values } = parseArgs({
    options: {
      host: { type: 'string' },
      'ga-id': { type: 'string' },
      'ya-id': { type: 'string' },
      banners: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const banners = values.banners === undefined ? undefined : values.banners === 'on';
  const bannersValid = values.banners === undefined || ['on', 'off'].includes(values.banners);
  const nothing = values['ga-id'] === undefined && values['ya-id'] === undefined && banners === undefined;
  if (values.help || !values.host || nothing || !bannersValid) {
    console.log(usage);
    process.exit(values.help ? 0 : 2);
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    if (config.SEED === 'demo') await seedDemo(database.db);
    await setSchoolSettings(database.db, {
      host: values.host,
      gaId: values['ga-id'],
      yaId: values['ya-id'],
      banners,
    });
    console.log(`settings saved for ${values.host}`);
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
