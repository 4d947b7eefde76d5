import { Dialog } from '@cp/ui';
import button from '@cp/ui/button/button.module.css';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DownloadQuality } from '../../lib/offline/downloads/download-types';
import { useDownloadTexts } from './download-texts';
import styles from './downloads.module.css';

export type SizedQuality = DownloadQuality & { bytes: number | null };

export type QualitiesState =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; qualities: SizedQuality[] };

interface QualityDialogProps {
  qualities: QualitiesState;
  /** Space the device still offers (quota - usage), null when the platform does not say. */
  freeBytes: number | null;
  /** Why the last start failed (not enough space...), shown above the buttons. */
  error?: string | null;
  starting?: boolean;
  onStart: (qualityId: string) => void;
  onClose: () => void;
}

/**
 * The choice before a video download (spec 02 §7 "Offline": sizes from HEAD): one radio per
 * quality with its size, highest first and chosen, the free space, and "Download".
 */
export function QualityDialog({
  qualities,
  freeBytes,
  error,
  starting,
  onStart,
  onClose,
}: QualityDialogProps) {
  const { t } = useTranslation('downloads');
  const texts = useDownloadTexts();
  const name = useId();
  const list = qualities.state === 'ready' ? qualities.qualities : [];
  const [chosen, setChosen] = useState<string | null>(null);
  const first = list[0]?.id ?? null;
  useEffect(() => {
    if (chosen === null && first !== null) setChosen(first);
  }, [chosen, first]);
  const ready = qualities.state === 'ready' && chosen !== null;
  return (
    <Dialog
      title={t('control.dialogTitle')}
      closeLabel={t('control.close')}
      onClose={onClose}
      actions={
        <>
          <button type="button" className={button.secondary} onClick={onClose}>
            {t('control.cancel')}
          </button>
          <button
            type="button"
            className={button.primary}
            disabled={!ready || starting}
            aria-busy={starting || undefined}
            onClick={() => chosen && onStart(chosen)}
          >
            {t('control.start')}
          </button>
        </>
      }
    >
      <div className={styles.dialogBody}>
        <p>{t('control.hint')}</p>
        {qualities.state === 'loading' && (
          <p role="status" className={styles.muted}>
            {t('control.checking')}
          </p>
        )}
        {qualities.state === 'error' && (
          <p role="alert" className={styles.alert}>
            {qualities.message}
          </p>
        )}
        {list.length > 0 && (
          <fieldset className={styles.qualities}>
            <legend>{t('control.quality')}</legend>
            {list.map((quality) => (
              <label key={quality.id} className={styles.quality}>
                <input
                  type="radio"
                  name={name}
                  value={quality.id}
                  checked={chosen === quality.id}
                  onChange={() => setChosen(quality.id)}
                />
                {t('control.qualityOption', {
                  label: quality.label,
                  size: quality.bytes === null ? t('control.sizeUnknown') : texts.size(quality.bytes),
                })}
              </label>
            ))}
          </fieldset>
        )}
        {freeBytes !== null && (
          <p className={styles.muted}>{t('control.free', { size: texts.size(freeBytes) })}</p>
        )}
        {error && (
          <p role="alert" className={styles.alert}>
            {error}
          </p>
        )}
      </div>
    </Dialog>
  );
}
