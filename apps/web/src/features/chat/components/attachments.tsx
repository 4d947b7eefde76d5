import { CHAT_MESSAGE_MAX_FILES } from '@cp/contract';
import { type UploadItem, UploadList, uploadPercent } from '@cp/ui';
import button from '@cp/ui/button/button.module.css';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import attachments from '../../../components/attachments/attachments.module.css';
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
      <span className={attachments.attach}>
        <input
          id={inputId}
          className={attachments.fileInput}
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
          {/* A phone shows the shorter words, which the name read out contains (WCAG 2.5.3). */}
          <span className={styles.attachLong}>{t('files.attach')}</span>
          <span className={styles.attachShort} aria-hidden="true">
            {t('files.attachShort')}
          </span>
        </label>
      </span>
      <div className={styles.uploads}>
        {full && <p className={styles.hint}>{t('files.tooMany', { count: CHAT_MESSAGE_MAX_FILES })}</p>}
        <UploadList
          items={items}
          onRemove={onRemove}
          doneText={(item) => t('files.done', { name: item.name })}
          progressText={(item) => t('files.progress', { name: item.name, percent: uploadPercent(item) })}
          failureText={(item) => `${item.name}: ${t(failureKey(item))}`}
          removeLabel={(item) => t('files.remove', { name: item.name })}
        />
      </div>
    </>
  );
}
