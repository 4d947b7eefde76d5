import type { CourseDocument, Lesson, Video } from '../../lib/learning/api/course';
import type { DownloadTarget } from '../../lib/offline/downloads/download-types';
import type { DownloadPlace } from './download-place';

export type VideoTarget = Extract<DownloadTarget, { kind: 'video' }>;
export type FileTarget = Extract<DownloadTarget, { kind: 'file' }>;

/**
 * What the engine downloads for a lesson's video: its links as the course answer gave them, and
 * the lesson's place (`Lesson.id`, what the day screen picks) so the downloads screen can open it.
 */
export function videoTarget(
  { userId, streamId, course }: DownloadPlace,
  lesson: Lesson,
  video: Video,
): VideoTarget {
  return {
    kind: 'video',
    userId,
    courseId: course.id,
    streamId,
    lessonId: lesson.id,
    videoId: video.id,
    title: lesson.subtitle ? `${lesson.title} (${lesson.subtitle})` : lesson.title,
    m3u8: video.videoUrls.m3u8,
    mp4: video.videoUrls.mp4,
    poster: video.videoUrls.preview,
    subtitles: video.subtitles.map(({ srclang, label, url }) => ({ srclang, label, url })),
    durationMs: video.durationMs,
  };
}

export function fileTarget(
  { userId, streamId, course }: DownloadPlace,
  document: CourseDocument,
): FileTarget {
  return {
    kind: 'file',
    userId,
    courseId: course.id,
    streamId,
    documentId: document.id,
    title: document.title,
    url: document.href,
    fileName: document.fileName,
    mime: document.mime,
  };
}

/**
 * Only files our server serves are downloaded (a document's own file, or a link on the school's
 * origin); a link to another site is left as it is: its bytes are not ours to keep, and its
 * server may refuse the cross-origin request the download needs.
 */
export function isServedFile(document: CourseDocument, origin: string): boolean {
  try {
    return new URL(document.href, origin).origin === origin;
  } catch {
    return false;
  }
}
