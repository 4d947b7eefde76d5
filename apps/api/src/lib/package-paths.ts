import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Folders of data files the server reads at run time: migrations, the demo brand assets and
 * the demo media. They stay under `src/`, also for the compiled server in `dist/` (same depth,
 * so the same relative way up), so a build never copies them and both runs read one copy.
 */
const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const apiSrcDir = path.join(apiRoot, 'src');

export const repoRoot = path.resolve(apiRoot, '../..');
export const migrationsDir = path.join(apiSrcDir, 'db/migrations');
export const demoAssetsDir = path.join(apiSrcDir, 'seed/assets');
export const demoMediaDir = path.join(apiSrcDir, 'seed/media');
