import { CHAT_MESSAGE_MAX_FILES } from '@cp/contract';
import type { UploadItem } from '@cp/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import button from '../../../components/ui/button.module.css';
import styles from './chat.module.css';

/** The text of a failed upload (spec 02 §8): its reason, else the server's own words. */
export function failureKey(item: Pick<UploadItem, 'failure'>) {
  if (item.failure === 'notPhotoOrVideo') return 'files.onlyPhotoVideo' as const;
  if (item.failure === 'tooLarge') return 'files.tooLarge' as const;
  return 'files.failed' as const;
}

interface AttachmentsProps {
  items: readonly UploadItem[];
  /** More would pass CHAT_MESSAGE_MAX_FILES. */
  full: boolean;
  disabled: boolean;
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
}

/**
 * The composer's attachments (issue 9 "Files"): a file input for photos and videos, each file's
 * upload progress, its refusal in the spec's words, and a way to take it back.
 */
export function Attachments({ items, full, disabled, onAdd, onRemove }: AttachmentsProps) {
  const { t } = useTranslation('chat');
  const inputId = useId();
  return (
    <>
      <span className={styles.attach}>
        <input
          id={inputId}
          className={styles.fileInput}
          type="file"
          accept="image/*,video/*"
          multiple
          disabled={disabled || full}
          onChange={(event) => {
            onAdd([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
        <label htmlFor={inputId} className={button.secondary} aria-disabled={disabled || full || undefined}>
          {t('files.attach')}
        </label>
      </span>
      {full && <p className={styles.hint}>{t('files.tooMany', { count: CHAT_MESSAGE_MAX_FILES })}</p>}
      {items.length > 0 && (
        <ul className={styles.uploads}>
          {items.map((item) => (
            <li key={item.key} className={styles.upload}>
              {item.status === 'failed' ? (
                <span role="alert" className={styles.error}>
                  {item.name}: {t(failureKey(item))}
                </span>
              ) : (
                <>
                  <span>
                    {item.status === 'done'
                      ? t('files.done', { name: item.name })
                      : t('files.progress', {
                          name: item.name,
                          percent: item.size ? Math.floor((item.sent / item.size) * 100) : 0,
                        })}
                  </span>
                  <progress value={item.sent} max={item.size || 1} aria-label={item.name} />
                </>
              )}
              <button
                type="button"
                className={styles.smallButton}
                aria-label={t('files.remove', { name: item.name })}
                onClick={() => onRemove(item.key)}
              >
                ✕
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
