import type { Language, MediaAsset } from '@cp/contract';
import { message } from '../../../lib/messages.js';
import type { MediaLinks } from '../../media/index.js';
import { mediaPathOf } from '../../media/index.js';
import type { MediaAssetRow, MediaOutput } from './media.repository.js';
import { mediaUrl } from './media-storage.js';
import { NOT_A_VIDEO } from './transcode/transcode.job.js';

export interface PresentContext {
  links: MediaLinks;
  projectId: number;
  /** The administrator the links are signed for, like a learner's (decision 042). */
  userId: number;
  lang: Language;
  assetDir: (id: number) => string;
}

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

export function presentAsset(
  row: MediaAssetRow,
  extra: { lessons: number; subtitles: string[] },
  ctx: PresentContext,
): MediaAsset {
  const ready = row.status === 'ready';
  const output = (row.output ?? null) as MediaOutput | null;
  const base = `${ctx.assetDir(row.id)}/video`;
  const link = (file: string, scope: 'file' | 'folder' = 'file') =>
    ready
      ? ctx.links.link(ctx.projectId, ctx.userId, mediaPathOf(mediaUrl(`${base}/${file}`))!, scope)
      : null;
  const error =
    row.error === null
      ? null
      : row.error === NOT_A_VIDEO
        ? message('mediaNotVideo', ctx.lang)
        : message('mediaConvertFailed', ctx.lang, { reason: row.error });
  return {
    id: row.id,
    file_id: row.fileId,
    title: row.title,
    original_name: row.originalName,
    original_size: row.originalSize,
    status: row.status,
    progress: row.progress,
    error,
    attempts: row.attempts,
    retryable: row.status === 'failed' && row.error !== NOT_A_VIDEO,
    duration: output?.duration ?? null,
    poster: link('poster.jpg'),
    mp4: link('video.mp4'),
    hls: link('hls/master.m3u8', 'folder'),
    renditions: output?.renditions ?? [],
    subtitles: extra.subtitles,
    lessons: extra.lessons,
    created_at: seconds(row.createdAt),
  };
}
