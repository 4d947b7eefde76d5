import { z } from 'zod';
import { MEDIA_ASSET_STATUSES } from './console-constants.js';
import { decimalParam, inputText, rowIdParam } from './input-fields.js';

/**
 * The console's media library (issue 13 "Video pipeline", decision 075): lesson videos uploaded
 * by tus, transcoded by a job (decision 076) into an HLS ladder, an MP4 and a poster. Paths are
 * relative to STAFF_API_BASE.
 */
export const CONSOLE_MEDIA_ROUTES = {
  list: '/media',
  one: '/media/:id',
  retry: '/media/:id/retry',
  subtitle: '/media/:id/subtitles/:lang',
  /** The tus endpoint of lesson videos (creation, then PATCH/HEAD/DELETE at its Location). */
  uploads: '/media/uploads',
} as const;

/** The default largest lesson video, 20 GiB (`MEDIA_UPLOAD_MAX_BYTES` of the server). */
export const MEDIA_UPLOAD_MAX_BYTES = 20 * 1024 ** 3;
/** The largest WebVTT file of one language. */
export const MEDIA_SUBTITLE_MAX_BYTES = 1024 * 1024;
export const MEDIA_TITLE_MAX_LENGTH = 255;
export const MEDIA_PAGE_SIZE = 20;
/** A subtitle language: `ru`, `en`, `es-ES`, `pt-BR` (BCP 47 language and optional region). */
export const MEDIA_SUBTITLE_LANG = /^[a-z]{2,3}(-[A-Z]{2})?$/;

const seconds = z.number().int();

/** One rendition of the ladder (an HLS variant): its height and peak bits per second. */
export const mediaRendition = z.object({ height: z.number().int(), bandwidth: z.number().int() });

export const mediaAsset = z.object({
  id: z.number().int(),
  /** The video file lessons point at (`files.id`), from the moment of upload. */
  file_id: z.number().int(),
  title: z.string(),
  original_name: z.string(),
  original_size: z.number(),
  status: z.enum(MEDIA_ASSET_STATUSES),
  /** 0..1 while `processing`. */
  progress: z.number(),
  /** Why it failed, in the administrator's language when it is ours, else ffmpeg's last line. */
  error: z.string().nullable(),
  attempts: z.number().int(),
  /**
   * Whether converting again can help: a failed conversion, except of a file that is not a video
   * (the same bytes fail the same way; another file must be uploaded).
   */
  retryable: z.boolean(),
  /** Seconds, once probed. */
  duration: z.number().nullable(),
  /** Signed links (the learners' kind, decision 042); null until `ready`. */
  poster: z.string().nullable(),
  mp4: z.string().nullable(),
  hls: z.string().nullable(),
  renditions: z.array(mediaRendition),
  /** Languages of the subtitles kept for it (kept before `ready` too). */
  subtitles: z.array(z.string()),
  /** Lessons that show it: it cannot be deleted while there are any. */
  lessons: z.number().int(),
  created_at: seconds,
});
export type MediaAsset = z.infer<typeof mediaAsset>;

/** `GET /staff/media?q=&status=&page=`: newest first. */
export const mediaListQuery = z.object({
  q: inputText().trim().max(MEDIA_TITLE_MAX_LENGTH).optional(),
  status: z.enum(MEDIA_ASSET_STATUSES).optional(),
  page: decimalParam(z.number().int().min(1).max(100_000)).default(1),
});
export const mediaList = z.object({
  items: z.array(mediaAsset),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type MediaList = z.infer<typeof mediaList>;

export const mediaIdParams = z.object({ id: rowIdParam() });
export const mediaSubtitleParams = z.object({
  id: rowIdParam(),
  lang: z.string().regex(MEDIA_SUBTITLE_LANG, 'A language such as ru, en or es-ES.'),
});

/** `PATCH /staff/media/{id}`. */
export const mediaPatchBody = z.object({
  title: inputText().trim().min(1).max(MEDIA_TITLE_MAX_LENGTH),
});
export type MediaPatchBody = z.infer<typeof mediaPatchBody>;

/** `PUT /staff/media/{id}/subtitles/{lang}`: the WebVTT text (JSON), or the file as `text/vtt`. */
export const mediaSubtitleBody = z.object({
  vtt: z
    .string()
    .max(MEDIA_SUBTITLE_MAX_BYTES)
    .refine((v) => /^(\uFEFF)?WEBVTT([ \t].*)?(\r?\n|$)/.test(v), 'A WebVTT file starts with "WEBVTT".')
    .refine((v) => !v.includes('\u0000'), 'Must not contain the NUL character.'),
});
