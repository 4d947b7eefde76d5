import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { sniffImageType } from '../../lib/images.js';
import type { ObjectStore } from '../../lib/object-store/object-store.js';
import { demoAssetsDir } from '../../lib/package-paths.js';
import { brandAssetKey, mediaSegments } from '../media/index.js';
import type { AppLook } from './pwa-brand.js';

/** The sizes browsers need to install an app (Chromium: 192 and 512 px). */
export const ICON_SIZES = [192, 512] as const;
export type IconSize = (typeof ICON_SIZES)[number];

export const isIconSize = (value: number): value is IconSize =>
  (ICON_SIZES as readonly number[]).includes(value);

/** The logo takes this share of the icon: maskable icons keep their content in the middle 80%. */
const LOGO_SHARE = 0.7;

/**
 * The brand's logo when it is a raster image: a demo brand's file of the repository (served
 * under /v/ by media.plugin), or a logo the school uploaded, kept in the object store at the key
 * of its path (`/v/brand/<school>/<name>` -> `brand/<school>/<name>`, decision 081). An SVG logo
 * is a wide wordmark drawn for a header; shrunk into a square it is unreadable, so it gets the
 * generated icon, like a missing one.
 */
async function rasterLogo(logo: string | null, objects?: ObjectStore): Promise<Buffer | null> {
  if (!logo?.startsWith('/v/')) return null;
  const segments = mediaSegments(logo.slice('/v/'.length));
  if (!segments) return null;
  try {
    const key = brandAssetKey(logo);
    const found = key ? await objects?.get(key) : null;
    const data = key
      ? found && Buffer.concat(await found.body.toArray())
      : await readFile(path.join(demoAssetsDir, ...segments));
    return data && sniffImageType(data.subarray(0, 12)) ? data : null;
  } catch {
    return null;
  }
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The school's initial on its primary colour. */
function initialIcon(look: AppLook, size: IconSize): Promise<Buffer> {
  const initial = escapeXml([...look.name.trim()][0]?.toUpperCase() ?? '·');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">
<rect width="100" height="100" fill="${look.themeColor}"/>
<text x="50" y="50" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="56" fill="${look.contrastColor}">${initial}</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The raster logo, centred on the page's background colour. */
async function logoIcon(look: AppLook, size: IconSize, logo: Buffer): Promise<Buffer> {
  const inner = Math.round(size * LOGO_SHARE);
  const fitted = await sharp(logo, { limitInputPixels: 50_000_000 })
    .rotate()
    .resize(inner, inner, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: look.backgroundColor } })
    .composite([{ input: fitted, gravity: 'centre' }])
    .png()
    .toBuffer();
}

/**
 * What an icon depends on: the manifest puts it in the icon's address, so an icon is cached for
 * good and a new logo or colour is a new address.
 */
export function iconVersion(look: AppLook): string {
  return createHash('sha256')
    .update(JSON.stringify([look.logo, look.name, look.themeColor, look.backgroundColor, look.contrastColor]))
    .digest('hex')
    .slice(0, 12);
}

/**
 * Icons are made once per look and size and kept: every install and every manifest check asks
 * for them. The map is bounded, as hosts (and so looks) are many.
 */
const made = new Map<string, Promise<Buffer>>();
const MAX_KEPT = 200;

export function appIcon(look: AppLook, size: IconSize, objects?: ObjectStore): Promise<Buffer> {
  const key = `${iconVersion(look)}:${size}`;
  let icon = made.get(key);
  if (!icon) {
    if (made.size >= MAX_KEPT) made.clear();
    icon = rasterLogo(look.logo, objects).then((logo) =>
      logo ? logoIcon(look, size, logo) : initialIcon(look, size),
    );
    // A failure is not kept: the next request tries again.
    icon.catch(() => made.delete(key));
    made.set(key, icon);
  }
  return icon;
}
