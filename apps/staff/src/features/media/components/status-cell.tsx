import type { MediaAsset } from '@cp/contract';
import { Badge } from '@cp/ui';
import { useTranslation } from 'react-i18next';
import styles from './media.module.css';

const TONES = {
  uploaded: 'neutral',
  queued: 'neutral',
  processing: 'accent',
  ready: 'success',
  failed: 'warning',
} as const;

/** How far a conversion is, as a whole percent (the job writes a fraction, about once a second). */
export const convertedPercent = (asset: Pick<MediaAsset, 'progress'>) =>
  Math.min(100, Math.max(0, Math.floor(asset.progress * 100)));

/**
 * A video's status: its badge, the bar and the percent while converting (the list and the detail
 * alike, polled while it converts: media-api.ts), the reason when it failed.
 */
export function StatusCell({ asset }: { asset: MediaAsset }) {
  const { t } = useTranslation('media');
  const percent = convertedPercent(asset);
  return (
    <span className={styles.status}>
      <Badge tone={TONES[asset.status]}>{t(`status.${asset.status}`)}</Badge>
      {asset.status === 'processing' && (
        <span className={styles.progressRow}>
          <progress
            className={styles.bar}
            max={100}
            value={percent}
            aria-label={t('converting', { title: asset.title, percent })}
          />
          <span className={styles.muted} aria-hidden="true">
            {t('percent', { percent })}
          </span>
        </span>
      )}
      {asset.status === 'queued' && asset.error && <span className={styles.muted}>{t('retrying')}</span>}
      {asset.status === 'failed' && asset.error && <span className={styles.error}>{asset.error}</span>}
    </span>
  );
}
