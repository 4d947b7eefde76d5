import sharp from 'sharp';
import type { Db } from '../../../db/client.js';
import { sniffImageType } from '../../../lib/images.js';
import { objectsOfDb } from '../../../lib/object-store/objects-of-db.js';
import { brandAssetKey } from '../../media/index.js';

/** The box a logo is fitted into: a header logo is wide and short. */
const LOGO_MAX_WIDTH = 1024;
const LOGO_MAX_HEIGHT = 256;
/** Decoded pixels an upload may have: bounds the memory a small "image bomb" can take. */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * An SVG document by its first bytes: an optional XML declaration, comments and a DOCTYPE
 * without an internal subset (no entities), then `<svg`. Anything else is not taken as SVG.
 */
const SVG_HEAD =
  /^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE\s+svg[^>[]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i;

export type LogoType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/svg+xml';

/** The logo's type by its content, whatever its name or declared type says. */
export function sniffLogoType(data: Buffer): LogoType | null {
  const raster = sniffImageType(data.subarray(0, 12));
  if (raster) return raster;
  return SVG_HEAD.test(data.subarray(0, 4096).toString('utf8')) ? 'image/svg+xml' : null;
}

/**
 * The logo as the learners get it: a PNG re-encoded from the pixels, fitted into the header's
 * box. An SVG is drawn into pixels too, so no script, link or external reference of the file
 * reaches a learner's page (decision 072). Throws on a file the decoder cannot read.
 */
export async function renderLogo(data: Buffer, type: LogoType): Promise<Buffer> {
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const };
  const meta = await sharp(data, options).metadata();
  const expected = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/webp': 'webp', 'image/svg+xml': 'svg' }[
    type
  ];
  if (meta.format !== expected) throw new Error(`content is ${meta.format}, not ${expected}`);
  let density: number | undefined;
  if (type === 'image/svg+xml') {
    // Drawn large enough to fill the box, from whatever size the drawing declares.
    const scale = Math.min(LOGO_MAX_WIDTH / (meta.width || 1), LOGO_MAX_HEIGHT / (meta.height || 1));
    density = Math.max(1, Math.min(72 * scale, 2400));
  }
  return sharp(data, { ...options, ...(density ? { density } : {}) })
    .rotate()
    .resize(LOGO_MAX_WIDTH, LOGO_MAX_HEIGHT, { fit: 'inside', withoutEnlargement: true })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/**
 * Removes a logo this request stored when the domain could not take it (the store and the
 * public path are those of modules/media/brand-assets, shared with the content area).
 */
export async function removeStoredLogo(db: Db, publicPath: string): Promise<void> {
  const key = brandAssetKey(publicPath);
  const store = objectsOfDb(db);
  if (key && store) await store.remove(key);
}
