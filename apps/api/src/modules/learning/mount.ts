// What the programs mount of the learning area (decision 130): its routes and plugins, apart from
// index.ts so that calling the area does not load its routes (and the areas those import).
// Mounts: learningCachePlugin.
// Uses: courses, streams.

export { learningCachePlugin } from './learning-cache.plugin.js';
