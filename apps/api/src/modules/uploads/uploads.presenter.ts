import type { ChatFile } from '@cp/contract';
import type { Db } from '../../db/client.js';
import { mediaLinksOf } from '../media/index.js';
import type { UploadRow } from './uploads.repository.js';

/**
 * spec 02 §3 Chat message `files` entry. The links are signed (decision 042) for the message's
 * author, so one answer serves every person of the chat and the live event carries the same
 * links to the learner and the experts; only those who can read the chat get them.
 */
export function presentChatFile(db: Db, row: UploadRow, signedFor: number): ChatFile {
  const links = mediaLinksOf(db);
  const link = (relative: string) => links.link(row.projectId, signedFor, `uploads/${relative}`, 'file');
  const preview = row.previewPath ? link(row.previewPath) : undefined;
  return {
    url: link(row.storagePath!),
    urls: preview ? { [row.kind === 'video' ? 'poster' : 'thumbnail']: preview } : {},
    type: row.kind!,
    mime: row.mime!,
    size: row.size,
    name: row.originalName,
  };
}
