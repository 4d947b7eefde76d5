import sharp from 'sharp';

export const AVATAR_SIZE_PX = 256;
/** Decoded pixels an upload may have: bounds the memory a small "image bomb" can take. */
const MAX_INPUT_PIXELS = 50_000_000;

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';

/** The image type by its first bytes (magic numbers), whatever the upload claims. */
export function sniffImageType(head: Buffer): ImageType | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (
    head.length >= 8 &&
    head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'image/png';
  }
  if (
    head.length >= 12 &&
    head.toString('latin1', 0, 4) === 'RIFF' &&
    head.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'image/webp';
  }
  return null;
}

/** A square WebP avatar, centred crop, orientation applied; throws on an undecodable file. */
export async function squareAvatar(input: string | Buffer): Promise<Buffer> {
  return sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover' })
    .webp({ quality: 82 })
    .toBuffer();
}
