import type { ReactNode } from 'react';
import type { DownloadRecord } from '../../lib/offline/downloads/download-types';
import { useDownload, useDownloadsReady, videoDownloadId } from '../../lib/offline/downloads/downloads';

/**
 * A loaded download of the video, or null: what the lesson's player plays (spec 02 §3 Video
 * `localUrl`). Until the learner's downloads are read from the device it shows `pending`, so the
 * player does not start on the network (subtitles and all) and then switch to the local copy.
 */
export function LocalCopy({
  userId,
  videoId,
  pending,
  children,
}: {
  userId: number;
  videoId: number;
  pending: ReactNode;
  children: (local: DownloadRecord | null) => ReactNode;
}) {
  const record = useDownload(userId, videoDownloadId(videoId));
  if (!useDownloadsReady(userId)) return <>{pending}</>;
  return <>{children(record?.status === 'loaded' && record.localUrl ? record : null)}</>;
}
