import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaKeys, useMediaAsset } from '../api/media-api';
import styles from './media.module.css';
import { convertedPercent } from './status-cell';

/**
 * What became of a file the panel uploaded (issue 28, 11): read from the video the upload made
 * (its id came with the last chunk), asked again while it converts and no longer once it is
 * ready or failed, so the panel never stays at "converting next".
 */
export function UploadedVideo({ id, name }: { id: number; name: string }) {
  const { t } = useTranslation('media');
  const asset = useMediaAsset(id).data;
  const status = asset?.status;
  const queryClient = useQueryClient();
  // The list below reads the same video on its own and polls only while it shows one converting.
  // A list read that missed the new video (it came back empty once in a browser run, with this
  // line already at "ready") would never be asked again: each step of this upload asks it again,
  // so the line and the list cannot disagree.
  useEffect(() => {
    if (status) void queryClient.invalidateQueries({ queryKey: [...mediaKeys.all, 'list'] });
  }, [status, queryClient]);
  const uploaded = (text: string) => (
    <>
      <progress className={styles.bar} max={1} value={1} aria-label={t('upload.progress', { name })} />
      <span className={styles.muted}>{text}</span>
    </>
  );
  if (!asset) return uploaded(t('upload.state.done'));
  const percent = convertedPercent(asset);
  switch (asset.status) {
    case 'uploaded':
    case 'queued':
      return uploaded(asset.error ? t('retrying') : t('upload.queued'));
    case 'processing':
      return (
        <>
          <progress
            className={styles.bar}
            max={100}
            value={percent}
            aria-label={t('converting', { title: asset.title, percent })}
          />
          <span className={styles.muted}>{t('upload.converting', { percent })}</span>
        </>
      );
    case 'ready':
      return <span className={styles.muted}>{t('upload.ready')}</span>;
    case 'failed':
      return (
        <span className={styles.error} role="alert">
          {asset.error ?? t('status.failed')}
        </span>
      );
  }
}
