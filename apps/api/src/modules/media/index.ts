// The media area's public face (decision 130): what other areas, the app, the seed and the CLI may
// call; they import it from here, never from the area's files. Its routes and plugins are in
// mount.ts.
// Offers: media links (signed, placeholder, revoked), media keys and paths, brand assets and school
// images.
// Uses: no other area.

export { brandAssetKey, isOwnBrandAsset, keepBrandAsset } from './brand-assets.js';
export type { MediaAccess, MediaHolder } from './media-access.js';
export {
  fillMediaTemplate,
  type MediaTemplate,
  mediaPathOf,
  mediaTemplate,
  placeholderMedia,
  signedMedia,
} from './media-access.js';
export { mediaSegments } from './media-files.js';
export { forgetMediaKey, revokeMediaLinks } from './media-keys.js';
export type { MediaLinks } from './media-links.js';
export { mediaLinksOf } from './media-links.js';
export { takeSchoolImage } from './school-images.js';
