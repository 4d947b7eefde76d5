import type { ReactNode } from 'react';
import type { DownloadRecord } from '../../lib/offline/downloads/download-types';
import { useDownload, videoDownloadId } from '../../lib/offline/downloads/downloads';

/** A loaded download of the video, or null: what the lesson's player plays (spec 02 §3 Video `localUrl`). */
export function LocalCopy({
  userId,
  videoId,
  children,
}: {
  userId: number;
  videoId: number;
  children: (local: DownloadRecord | null) => ReactNode;
}) {
  const record = useDownload(userId, videoDownloadId(videoId));
  return <>{children(record?.status === 'loaded' && record.localUrl ? record : null)}</>;
}
