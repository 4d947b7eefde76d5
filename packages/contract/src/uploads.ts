import { z } from 'zod';
import { UPLOAD_KINDS } from './uploads-constants.js';

export * from './uploads-constants.js';

/** A tus upload id (the server names them: 32 hex digits). */
export const uploadId = () => z.string().regex(/^[0-9a-f]{32}$/, 'Not an upload id');

/** spec 02 §3 Chat message `files` entry: signed links (decision 042), readable by the chat's people. */
export const chatFile = z.object({
  url: z.string(),
  urls: z.object({ thumbnail: z.string().optional(), poster: z.string().optional() }),
  type: z.enum(UPLOAD_KINDS),
  mime: z.string(),
  size: z.number().int(),
  name: z.string(),
});
export type ChatFile = z.infer<typeof chatFile>;
