// What the programs mount of the media area (decision 130): its routes and plugins, apart from
// index.ts so that calling the area does not load its routes (and the areas those import).
// Mounts: mediaPlugin.
// Uses: no other area.

export { mediaPlugin } from './media.plugin.js';
