import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import type { Db } from '../../db/client.js';
import { objectsOfDb } from '../../lib/object-store/objects-of-db.js';

/** Pixels a logo may decode to: the store's logos are small; this bounds a bad one. */
const MAX_INPUT_PIXELS = 25_000_000;

/**
 * The brand's header logo as PNG bytes for the PDF (pdf-lib draws PNG and JPEG only): read from
 * the object store by its public path (`/v/<key>`: an uploaded logo, already a PNG, or the demo
 * schools' SVG art) and drawn at twice the size it is printed. Null when the domain has no logo in
 * the store or it cannot be read: the certificate is then drawn without one, not refused.
 */
export async function logoPngOf(db: Db, logoUrl: string | null | undefined): Promise<Uint8Array | null> {
  if (!logoUrl?.startsWith('/v/') || logoUrl.includes('..')) return null;
  const store = objectsOfDb(db);
  if (!store) return null;
  try {
    const read = await store.get(logoUrl.slice(3));
    if (!read) return null;
    const bytes = await buffer(read.body);
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, density: 300 })
      .resize(440, 112, { fit: 'inside', withoutEnlargement: false })
      .png()
      .toBuffer();
  } catch {
    return null;
  }
}
