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

/** A video's status: its badge, the bar while converting, the reason when it failed. */
export function StatusCell({ asset }: { asset: MediaAsset }) {
  const { t } = useTranslation('media');
  return (
    <span className={styles.status}>
      <Badge tone={TONES[asset.status]}>{t(`status.${asset.status}`)}</Badge>
      {asset.status === 'processing' && (
        <progress
          className={styles.bar}
          max={1}
          value={asset.progress}
          aria-label={t('converting', { title: asset.title, percent: Math.round(asset.progress * 100) })}
        />
      )}
      {asset.status === 'queued' && asset.error && <span className={styles.muted}>{t('retrying')}</span>}
      {asset.status === 'failed' && asset.error && <span className={styles.error}>{asset.error}</span>}
    </span>
  );
}
