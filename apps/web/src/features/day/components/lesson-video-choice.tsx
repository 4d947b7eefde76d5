import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { DownloadPlace } from '../../../components/downloads/download-place';
import { useDownloadsChunk } from '../../../components/downloads/downloads-chunk';
import ui from '../../../components/ui/screen.module.css';
import type { Video } from '../../../lib/learning/api/course';
import type { DownloadRecord } from '../../../lib/offline/downloads/download-types';
import { useOnline } from '../../../lib/offline/network-status';
import styles from './day.module.css';

interface LessonVideoChoiceProps {
  /** Where the learner may download (useDownloadPlace), else null. */
  place: DownloadPlace | null;
  video: Video;
  /** The player, for the loaded download (`local`) or for the video's own links (null). */
  player: (local: DownloadRecord | null) => ReactNode;
  /** Whether the player is playing now: the copy it plays is not swapped under it. */
  isPlaying: () => boolean;
}

/**
 * Which copy of the lesson's video plays (decision 069): a loaded download always (spec 02 §3 Video
 * `localUrl`: it plays without the network and spends none); otherwise the video's own links while
 * online; offline without a download, a notice that the video needs the network (and, where
 * downloading is allowed, that it can be downloaded).
 */
export function LessonVideoChoice({ place, video, player, isPlaying }: LessonVideoChoiceProps) {
  const online = useOnline();
  const chunk = useDownloadsChunk(place !== null);
  // What this video's place shows now. A player already there stays when the network drops (it
  // plays what it buffered); a download finishing, or the network coming back, does not restart
  // the lesson being watched; a removed download does swap (its files are gone).
  const shown = useRef<{ videoId: number; local: DownloadRecord | null } | null>(null);
  const choose = (local: DownloadRecord | null): ReactNode => {
    const held = shown.current?.videoId === video.id ? shown.current : null;
    const chosen = held && isPlaying() && !(held.local && !local) ? held.local : local;
    if (!chosen && !online && !held) return <NeedsNetwork canDownload={place !== null} />;
    shown.current = { videoId: video.id, local: chosen };
    return player(chosen);
  };
  // The record is read in the downloads chunk; until it is here the player waits (a moment), so
  // that it does not start on the network and then restart on the local copy.
  const placeholder = <div className={styles.playerPlaceholder} />;
  if (chunk.state === 'loading') return placeholder;
  if (chunk.state === 'ready' && place) {
    const { LocalCopy } = chunk.chunk;
    return (
      <LocalCopy userId={place.userId} videoId={video.id} pending={placeholder}>
        {choose}
      </LocalCopy>
    );
  }
  return choose(null);
}

function NeedsNetwork({ canDownload }: { canDownload: boolean }) {
  const { t } = useTranslation('day');
  return (
    <div className={styles.needsNetwork} role="status">
      <p>{t('offline.needsNetwork')}</p>
      {canDownload && <p className={ui.muted}>{t('offline.canDownload')}</p>}
    </div>
  );
}
