import { requireId } from '../../api/missing-id';
import type { DownloadQuality, DownloadTarget } from './download-types';

/**
 * spec 02 §5 before a download: the file's id and, for a document, its address ("FileId must be
 * set", "Url must be set"); where it is kept, the learner's and the course's folder ("target must
 * be set"). Checked before anything is kept, so a broken course answer leaves no record that can
 * never load. A video without links is "not converted yet" (spec 02 §8), not a missing address.
 */
export function checkDownloadTarget(target: DownloadTarget): void {
  requireId(target.kind === 'video' ? target.videoId : target.documentId, 'FileId');
  if (target.kind === 'file') requireId(target.url.trim(), 'Url');
  requireId(target.userId, 'target');
  requireId(target.courseId, 'target');
}

/** The chosen quality's link is where the bytes come from ("source must be set", spec 02 §5). */
export function checkDownloadSource(quality: DownloadQuality | null): void {
  if (quality) requireId(quality.url.trim(), 'source');
}
