/**
 * Chat attachments (spec 02 §3 Chat message `files`, §5 "Chat upload accepts only photo or
 * video", §9 the size limit; issue 9 "Files"; decision 052). The bytes travel by the tus 1.0
 * resumable upload protocol at UPLOADS_PATH; a message then names the finished uploads by id.
 * Without zod: the screens and packages/ui import these without the schemas (./uploads.ts
 * re-exports them).
 */

/** The tus endpoint (absolute path, on the school's host; same bearer token as the API). */
export const UPLOADS_PATH = '/spa/api/v1/uploads';

/**
 * Largest attachment, bytes: spec 02 §9 gives 1 GB in one reading and 50 MB in another; phone
 * videos are large, so 1 GB (1024^3; decision 052, docs/spec-gaps.md). `UPLOAD_MAX_BYTES` on the
 * server may lower it.
 */
export const UPLOAD_MAX_BYTES = 1024 ** 3;
/** Unfinished uploads one person may hold at once, so nobody fills the disk (decision 052). */
export const UPLOADS_MAX_UNFINISHED = 10;
/** Attachments of one message. */
export const CHAT_MESSAGE_MAX_FILES = 5;
/** An upload not attached to a message within this long is removed. */
export const UPLOAD_UNATTACHED_TTL_MS = 24 * 3600 * 1000;

export const UPLOAD_KINDS = ['image', 'video', 'document'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** What the content may be (by its bytes, never by its name): spec 02 §5 photo or video. */
export const UPLOAD_IMAGE_MIMES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/heic',
] as const;
export const UPLOAD_VIDEO_MIMES = ['video/mp4', 'video/quicktime', 'video/webm'] as const;

/**
 * Statuses of a refused upload the client translates (spec 02 §10 texts): 413 "File is too
 * large", 415 "You can upload only photo or video", 429 too many unfinished uploads.
 */
export const UPLOAD_REFUSALS = { tooLarge: 413, notPhotoOrVideo: 415, tooManyUnfinished: 429 } as const;
