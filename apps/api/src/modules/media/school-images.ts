import { CONTENT_IMAGE_MAX_BYTES, type ContentImage, type Language } from '@cp/contract';
import type { MultipartFile } from '@fastify/multipart';
import sharp from 'sharp';
import type { Db } from '../../db/client.js';
import { fieldError } from '../../lib/field-error.js';
import { sniffImageType } from '../../lib/images.js';
import { message } from '../../lib/messages.js';
import { ApiError } from '../../plugins/errors.js';
import { filePartBytes } from '../../plugins/multipart-form.js';
import { keepBrandAsset } from './brand-assets.js';

/** Decoded pixels a picture may have: bounds the memory a small "image bomb" can take. */
const MAX_INPUT_PIXELS = 50_000_000;
/** Wider than any slot of the learner app at twice its pixel density. */
const MAX_SIDE_PX = 2560;

/**
 * A picture of the school's learner screens: a banner's or an article's (decision 077), a course's
 * cover or background (decision 118). PNG, JPEG or WebP told by its first bytes, at most
 * CONTENT_IMAGE_MAX_BYTES (the parser stops a larger part: 413), re-encoded as WebP with its
 * orientation applied and metadata dropped, so what is kept is a picture and nothing else; it is
 * stored among the brand assets (brand-assets.ts) only once every check has passed.
 */
export async function takeSchoolImage(
  db: Db,
  projectId: number,
  part: MultipartFile | undefined,
  lang: Language,
): Promise<ContentImage> {
  if (part?.fieldname !== 'file') throw fieldError('file', message('contentImageMissing', lang));
  const data = await filePartBytes(part, lang);
  if (data.length > CONTENT_IMAGE_MAX_BYTES) throw new ApiError(413, message('payloadTooLarge', lang));
  if (!sniffImageType(data.subarray(0, 12))) throw fieldError('file', message('contentImageWrongType', lang));
  const webp = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width: MAX_SIDE_PX, height: MAX_SIDE_PX, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 85 })
    .toBuffer()
    .catch(() => {
      throw fieldError('file', message('contentImageUnreadable', lang));
    });
  const url = await keepBrandAsset(db, projectId, webp, 'webp');
  const name = `${(part.filename || 'image').replace(/\.[^.]*$/, '').slice(0, 100) || 'image'}.webp`;
  return { url, name, mime: 'image/webp' };
}
