import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Db } from '../../db/client.js';
import { objectsOfDb } from '../../lib/object-store/objects-of-db.js';
import { demoAssetsDir } from '../../lib/package-paths.js';
import { brandAssetKey, mediaSegments } from '../media/index.js';

/** Pixels a logo may decode to: the logos are small; this bounds a bad one. */
const MAX_INPUT_PIXELS = 25_000_000;

/**
 * The brand's header logo as PNG bytes for the PDF (pdf-lib draws PNG and JPEG only), found where
 * the media plugin serves it (as the app icons find it, pwa-icons.ts): a logo the school uploaded,
 * in the object store at the key of its path, or a demo brand's file of the repository (its SVG
 * art). Drawn at twice the size it is printed. Null when there is none or it cannot be read: the
 * certificate is then drawn without one, not refused.
 */
export async function logoPngOf(db: Db, logoUrl: string | null | undefined): Promise<Uint8Array | null> {
  if (!logoUrl?.startsWith('/v/')) return null;
  const segments = mediaSegments(logoUrl.slice('/v/'.length));
  if (!segments) return null;
  try {
    const key = brandAssetKey(logoUrl);
    const found = key ? await objectsOfDb(db)?.get(key) : null;
    const data = key
      ? found && Buffer.concat(await found.body.toArray())
      : await readFile(path.join(demoAssetsDir, ...segments));
    if (!data) return null;
    return await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, density: 300 })
      .resize(440, 112, { fit: 'inside' })
      .png()
      .toBuffer();
  } catch {
    return null;
  }
}
