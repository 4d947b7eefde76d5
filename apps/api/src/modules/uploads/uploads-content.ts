import { spawn } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { UPLOAD_DOCUMENT_MIMES, UPLOAD_IMAGE_MIMES, UPLOAD_VIDEO_MIMES, type UploadKind } from '@cp/contract';
import { fileTypeFromFile } from 'file-type';
import sharp from 'sharp';

/**
 * What a finished upload is, by its bytes (spec 02 §5 "only photo or video"; ARCHITECTURE §8
 * "type checked by content"), and its preview: a photo's thumbnail, a video's poster frame.
 */

export interface Detected {
  kind: UploadKind;
  mime: string;
  ext: string;
}

const IMAGES = new Set<string>(UPLOAD_IMAGE_MIMES);
const VIDEOS = new Set<string>(UPLOAD_VIDEO_MIMES);
const DOCUMENTS = new Set<string>(UPLOAD_DOCUMENT_MIMES);

/**
 * The type by the file's first bytes (file-type's magic numbers); null for anything but a photo
 * or video, or with `documents` (a homework upload) a document of UPLOAD_DOCUMENT_MIMES.
 */
export async function detectContent(file: string, documents = false): Promise<Detected | null> {
  const found = await fileTypeFromFile(file);
  if (!found) return null;
  if (IMAGES.has(found.mime)) return { kind: 'image', mime: found.mime, ext: found.ext };
  if (VIDEOS.has(found.mime)) return { kind: 'video', mime: found.mime, ext: found.ext };
  if (documents && DOCUMENTS.has(found.mime)) return { kind: 'document', mime: found.mime, ext: found.ext };
  return null;
}

/** Long side of a preview, px: a chat bubble's width on a phone at 2x. */
export const PREVIEW_PX = 480;
/** Decoded pixels a photo may have: bounds the memory a small "image bomb" can take. */
const MAX_INPUT_PIXELS = 100_000_000;
/** A poster frame that takes longer than this is given up (a broken or hostile file). */
export const POSTER_TIMEOUT_MS = 20_000;

/**
 * A WebP thumbnail, the camera's EXIF orientation applied (`rotate()`), never enlarged; null
 * when the photo cannot be decoded here (HEIC: libvips is built without HEVC), so it is still
 * sent, without a thumbnail.
 */
export async function makeThumbnail(source: string, target: string): Promise<boolean> {
  try {
    await sharp(source, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(PREVIEW_PX, PREVIEW_PX, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toFile(target);
    return true;
  } catch {
    return false;
  }
}

function runFfmpeg(ffmpeg: string, args: string[], timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(ffmpeg, args, { stdio: 'ignore' });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', () => {
      clearTimeout(timer);
      resolve(false); // no ffmpeg here: the video goes without a poster
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve(code === 0);
    });
  });
}

const exists = (file: string) =>
  stat(file).then(
    (s) => s.size > 0,
    () => false,
  );

/**
 * A JPEG poster frame by ffmpeg (Debian's), a second in (a first frame is often black), or the
 * first frame of a shorter video; false when ffmpeg is missing, fails or takes too long.
 */
export async function makePoster(
  source: string,
  target: string,
  ffmpeg = 'ffmpeg',
  timeoutMs = POSTER_TIMEOUT_MS,
): Promise<boolean> {
  const scale = `scale='min(${PREVIEW_PX},iw)':'min(${PREVIEW_PX},ih)':force_original_aspect_ratio=decrease`;
  for (const at of ['1', '0']) {
    const args = [
      '-v',
      'error',
      '-nostdin',
      '-ss',
      at,
      '-i',
      source,
      '-frames:v',
      '1',
      '-vf',
      scale,
      '-y',
      target,
    ];
    if ((await runFfmpeg(ffmpeg, args, timeoutMs)) && (await exists(target))) return true;
  }
  return false;
}
