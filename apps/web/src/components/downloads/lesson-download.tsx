import button from '@cp/ui/button/button.module.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lesson, Video } from '../../lib/learning/api/course';
import {
  downloadQualities,
  startDownload,
  useDownload,
  useStorageEstimate,
  videoDownloadId,
} from '../../lib/offline/downloads/downloads';
import { downloadActions, useFailureText } from './download-actions';
import type { DownloadPlace } from './download-place';
import { DownloadState } from './download-state';
import { videoTarget } from './download-targets';
import styles from './downloads.module.css';
import { type QualitiesState, QualityDialog } from './quality-dialog';

/**
 * The lesson's download control (spec 02 §4 "File download", §8): "Download video" opens the
 * choice of quality with sizes and the free space; then the download's state, progress and
 * actions. Loaded with the engine in a chunk of its own (lesson-download-slot.tsx).
 */
export function LessonDownload({
  place,
  lesson,
  video,
}: {
  place: DownloadPlace;
  lesson: Lesson;
  video: Video;
}) {
  const target = useMemo(() => videoTarget(place, lesson, video), [place, lesson, video]);
  const { t } = useTranslation('downloads');
  const failureText = useFailureText();
  const id = videoDownloadId(target.videoId);
  const record = useDownload(target.userId, id);
  const estimate = useStorageEstimate();
  const region = useRef<HTMLElement>(null);
  const [open, setOpen] = useState(false);
  const [qualities, setQualities] = useState<QualitiesState>({ state: 'loading' });
  const [startError, setStartError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  // The opener is gone once the download started (its state took the place): focus stays in the
  // control, after the dialog gave focus back to the opener it remembered.
  const refocus = useRef(false);
  useEffect(() => {
    if (open || !refocus.current) return;
    refocus.current = false;
    region.current?.focus();
  }, [open]);

  const openDialog = () => {
    setOpen(true);
    setStartError(null);
    setQualities({ state: 'loading' });
    downloadQualities(target).then(
      (list) => setQualities({ state: 'ready', qualities: list }),
      (error: unknown) => setQualities({ state: 'error', message: failureText(error, 'video') }),
    );
  };
  const start = (qualityId: string) => {
    setStarting(true);
    setStartError(null);
    startDownload(target, qualityId).then(
      () => {
        setStarting(false);
        refocus.current = true;
        setOpen(false);
      },
      (error: unknown) => {
        setStarting(false);
        setStartError(failureText(error, 'video'));
      },
    );
  };

  return (
    <section ref={region} className={styles.control} aria-label={t('control.region')} tabIndex={-1}>
      {record ? (
        <DownloadState record={record} {...downloadActions(id, target)} />
      ) : (
        <div className={styles.actions}>
          <button type="button" className={button.secondary} aria-haspopup="dialog" onClick={openDialog}>
            {t('control.open')}
          </button>
        </div>
      )}
      {open && (
        <QualityDialog
          qualities={qualities}
          freeBytes={estimate ? Math.max(0, estimate.quota - estimate.usage) : null}
          error={startError}
          starting={starting}
          onStart={start}
          onClose={() => setOpen(false)}
        />
      )}
    </section>
  );
}
