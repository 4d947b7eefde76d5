import { Button, Dialog, ErrorState, Spinner, TextField } from '@cp/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api/api-error';
import { useChangeMedia, useMediaAsset } from '../api/media-api';
import styles from './media.module.css';
import { StatusCell } from './status-cell';
import { SubtitlesSection } from './subtitles-section';

/**
 * One video of the library: its title, poster, what was made (the ladder), a player of its MP4
 * (the console has no HLS player; learners get the HLS), subtitles, retry and delete.
 */
export function MediaDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation('media');
  const asset = useMediaAsset(id);
  const change = useChangeMedia();
  const [title, setTitle] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const fail = (err: unknown) => setError(errorText(err, t('errors.unknown', { ns: 'common' })));
  const close = t('actions.close', { ns: 'common' });

  if (!asset.data) {
    return (
      <Dialog title={t('detail.title')} onClose={onClose} closeLabel={close}>
        {asset.isError ? (
          <ErrorState
            title={t('detail.loadFailed')}
            text={errorText(asset.error, t('errors.unknown', { ns: 'common' }))}
            onRetry={() => void asset.refetch()}
            retryLabel={t('actions.retry', { ns: 'common' })}
          />
        ) : (
          <Spinner label={t('loading', { ns: 'common' })} />
        )}
      </Dialog>
    );
  }
  const a = asset.data;
  const rename = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    change.mutate(
      { kind: 'rename', id, title: title ?? a.title },
      { onSuccess: () => setTitle(null), onError: fail },
    );
  };

  return (
    <Dialog title={a.title} onClose={onClose} closeLabel={close}>
      <div className={styles.detail}>
        <StatusCell asset={a} />
        <form className={styles.renameForm} onSubmit={rename}>
          <TextField
            label={t('detail.name')}
            value={title ?? a.title}
            onChange={(event) => setTitle(event.target.value)}
            maxLength={255}
            required
          />
          <Button
            type="submit"
            variant="secondary"
            busy={change.isPending && change.variables?.kind === 'rename'}
          >
            {t('detail.save')}
          </Button>
        </form>
        {a.status === 'ready' && a.mp4 && (
          // biome-ignore lint/a11y/useMediaCaption: the preview of an upload; its subtitles are managed below
          <video
            className={styles.player}
            controls
            preload="none"
            poster={a.poster ?? undefined}
            src={a.mp4}
          />
        )}
        <dl className={styles.facts}>
          <dt>{t('detail.file')}</dt>
          <dd>{a.original_name}</dd>
          <dt>{t('detail.renditions')}</dt>
          <dd>{a.renditions.length ? a.renditions.map((r) => `${r.height}p`).join(', ') : '—'}</dd>
          <dt>{t('detail.lessons')}</dt>
          <dd>{a.lessons}</dd>
        </dl>
        <SubtitlesSection asset={a} />
        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
        <div className={styles.actions}>
          {a.retryable && (
            <Button onClick={() => change.mutate({ kind: 'retry', id }, { onError: fail })}>
              {t('actions.retry')}
            </Button>
          )}
          {confirming ? (
            <>
              <Button
                variant="danger"
                busy={change.isPending && change.variables?.kind === 'delete'}
                onClick={() => change.mutate({ kind: 'delete', id }, { onSuccess: onClose, onError: fail })}
              >
                {t('actions.deleteConfirm')}
              </Button>
              <Button variant="ghost" onClick={() => setConfirming(false)}>
                {t('actions.cancel', { ns: 'common' })}
              </Button>
            </>
          ) : (
            <Button variant="danger" disabled={a.lessons > 0} onClick={() => setConfirming(true)}>
              {t('actions.delete')}
            </Button>
          )}
          {a.lessons > 0 && <span className={styles.muted}>{t('detail.inUse', { count: a.lessons })}</span>}
        </div>
      </div>
    </Dialog>
  );
}
