import button from '@cp/ui/button/button.module.css';
import { useQueries } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRunning } from '../../../components/downloads/download-state';
import { useDownloadTexts } from '../../../components/downloads/download-texts';
import { ConfirmDialog } from '../../../components/modal/confirm-dialog';
import ui from '../../../components/ui/screen.module.css';
import { useAppConfig } from '../../../config/config-context';
import { courseQueryOptions } from '../../../lib/learning/api/get-course';
import {
  cancelDownload,
  removeDownload,
  useDownloads,
  useStorageEstimate,
} from '../../../lib/offline/downloads/downloads';
import { useCurrentUser } from '../../../lib/session/current-user-query';
import { downloadedBytes, groupDownloads } from '../components/download-groups';
import { DownloadListItem } from '../components/download-list-item';
import styles from '../components/downloads.module.css';

/**
 * "Downloads and video management for offline use" (spec 02 §2 names the screen, not its path:
 * `/downloads`, decision 069): the learner's downloads on this device by course, with their
 * state and actions, the space used and free, and "Remove all".
 */
export function Component() {
  const { t } = useTranslation('downloads');
  const texts = useDownloadTexts();
  // Where offline mode is off nothing can be downloaded: the empty screen says so, not how.
  const enabled = useAppConfig().components.brand.isOfflineEnable;
  const titleId = useId();
  const userId = useCurrentUser().data?.id ?? null;
  const records = useDownloads(userId);
  const estimate = useStorageEstimate();
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);
  const courseIds = useMemo(() => [...new Set(records.map((r) => r.courseId))], [records]);
  // The course content names the course and finds each lesson's day; offline it comes from the
  // kept answers (decision 067), and without it the list still shows, titled by number.
  const courses = useQueries({ queries: courseIds.map((id) => courseQueryOptions(id)) });
  const groups = groupDownloads(records, (id) => courses[courseIds.indexOf(id)]?.data);

  const removeAll = () => {
    setRemoving(true);
    Promise.allSettled(records.map((r) => (isRunning(r) ? cancelDownload(r.id) : removeDownload(r.id)))).then(
      () => {
        setRemoving(false);
        setConfirming(false);
      },
    );
  };

  return (
    <section className={ui.screen} aria-labelledby={titleId}>
      <header className={styles.header}>
        <div>
          <h1 id={titleId} className={ui.title}>
            {t('screen.title')}
          </h1>
          <p className={ui.muted}>{t('screen.intro')}</p>
          {/* What the downloads take, counted from their records: the platform's usage also
              counts the app's own caches. The free space is the platform's (quota - usage). */}
          {records.length > 0 || estimate ? (
            <p className={ui.muted}>
              {estimate
                ? t('screen.space', {
                    used: texts.size(downloadedBytes(records)),
                    free: texts.size(Math.max(0, estimate.quota - estimate.usage)),
                  })
                : t('screen.used', { used: texts.size(downloadedBytes(records)) })}
            </p>
          ) : null}
        </div>
        {records.length > 0 && (
          <button
            type="button"
            className={button.secondary}
            aria-haspopup="dialog"
            onClick={() => setConfirming(true)}
          >
            {t('screen.removeAll')}
          </button>
        )}
      </header>
      {groups.length === 0 ? (
        <div className={styles.empty}>
          <p>{t('screen.empty')}</p>
          <p className={ui.muted}>{t(enabled ? 'screen.emptyHint' : 'screen.disabled')}</p>
        </div>
      ) : (
        groups.map((group) => (
          <section
            key={group.courseId}
            className={styles.group}
            aria-labelledby={`${titleId}-${group.courseId}`}
          >
            <h2 id={`${titleId}-${group.courseId}`} className={ui.sectionTitle}>
              {group.courseTitle ?? t('screen.course', { id: group.courseId })}
            </h2>
            <ul className={`${ui.stack} ${styles.list}`}>
              {group.items.map((item) => (
                <DownloadListItem key={item.record.id} item={item} />
              ))}
            </ul>
          </section>
        ))
      )}
      {confirming && (
        <ConfirmDialog
          title={t('screen.confirmTitle')}
          text={t('screen.confirmText')}
          confirmLabel={t('screen.confirm')}
          cancelLabel={t('screen.cancel')}
          pending={removing}
          onConfirm={removeAll}
          onCancel={() => setConfirming(false)}
        />
      )}
    </section>
  );
}
