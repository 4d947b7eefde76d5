import type { DownloadRecord } from '../../lib/offline/downloads/download-types';
import type { VideoSources } from '../player/player-source';

/**
 * The player's sources for a loaded download: its stored HLS playlist (a rendition the engine
 * kept with its segments) or its MP4, played by the same player as the remote video.
 */
export function localSources(record: Pick<DownloadRecord, 'localUrl' | 'quality'>): VideoSources {
  const url = record.localUrl;
  if (!url) return { m3u8: null, mp4: null };
  const isPlaylist = record.quality !== 'mp4' && /\.m3u8(?:$|[?#])/i.test(url);
  return isPlaylist ? { m3u8: url, mp4: null } : { m3u8: null, mp4: url };
}
