import type { Lesson, Video } from '../../lib/learning/api/course';
import type { DownloadPlace } from './download-place';
import { useDownloadsChunk } from './downloads-chunk';

/**
 * The lesson's download control, where downloads are allowed (the caller passes a place only
 * then): rendered once its chunk has loaded; nothing while it loads or if it cannot.
 */
export function LessonDownloadSlot(props: { place: DownloadPlace; lesson: Lesson; video: Video }) {
  const chunk = useDownloadsChunk(true);
  if (chunk.state !== 'ready') return null;
  return <chunk.chunk.LessonDownload {...props} />;
}
