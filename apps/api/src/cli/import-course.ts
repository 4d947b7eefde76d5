import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { DatabaseInUseError } from '../db/data-dir-lock.js';
import { createObjectStore } from '../lib/object-store/create-object-store.js';
import { importCourseFolder, ManifestError, MediaError } from '../modules/courses/index.js';

/**
 * Staff tool: creates or updates a course from a folder (course.json + media).
 *   npm run import:course -- <folder> [--host localhost | --project 1]
 * Uses DATABASE_URL, else the PGlite database in DATA_DIR (stop the server
 * first: an embedded database has one process). Media go to the file store: the S3 bucket
 * when S3_BUCKET is set, else DATA_DIR/media (decision 081).
 */
const usage = 'usage: npm run import:course -- <folder> [--host <host> | --project <id>]';

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { host: { type: 'string' }, project: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help || positionals.length !== 1) {
    console.log(usage);
    process.exit(values.help ? 0 : 2);
  }
  const config = loadConfig();
  const folder = path.resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]!);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    const result = await importCourseFolder(database.db, {
      folder,
      objects: createObjectStore(config).store,
      host: values.host,
      projectId: values.project === undefined ? undefined : Number(values.project),
    });
    console.log(
      `${result.created ? 'created' : 'updated'} course "${result.slug}" (id ${result.courseId}, version ${result.version}) ` +
        `in school ${result.projectId}; media under /v/media/${result.projectId}/${result.slug}/`,
    );
  } catch (err) {
    if (err instanceof ManifestError || err instanceof MediaError) {
      console.error(err.message);
      process.exitCode = 1;
    } else throw err;
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  // The server has the embedded database open: the message says so and what to do (issue 28).
  console.error(err instanceof DatabaseInUseError ? err.message : err);
  process.exit(1);
});
