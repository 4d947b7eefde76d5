import { useAppConfig } from '../../config/config-context';
import type { Course } from '../../lib/learning/api/course';
import type { Stream } from '../../lib/learning/api/stream';
import { mayDownload } from '../../lib/offline/offline-policy';
import { useCurrentUser } from '../../lib/session/current-user-query';

/** Whose downloads, of which stream and course: what a download target needs besides the item. */
export interface DownloadPlace {
  userId: number;
  streamId: number;
  course: Pick<Course, 'id'>;
}

export interface DownloadSource {
  stream: Pick<Stream, 'id' | 'isDemo'>;
  course: Pick<Course, 'id' | 'isDemoOfflineModeAccessible'>;
}

/**
 * Where this learner may download this stream's lessons and documents (spec 02 §4 "File
 * download": the brand's `isOfflineEnable`, and for a demo stream the course's
 * `isDemoOfflineModeAccessible`), else null: no control shows.
 */
export function useDownloadPlace(of: DownloadSource | undefined): DownloadPlace | null {
  const { components } = useAppConfig();
  const userId = useCurrentUser().data?.id;
  if (!of || userId === undefined || !mayDownload(components.brand.isOfflineEnable, of.stream, of.course))
    return null;
  return { userId, streamId: of.stream.id, course: of.course };
}
