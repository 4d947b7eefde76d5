import { HOMEWORK_MAX_FILES, UPLOADS_PATH } from '@cp/contract';
import { type UploadItem, UploadList, uploadPercent, useUploads } from '@cp/ui';
import button from '@cp/ui/button/button.module.css';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import attachments from '../../../components/attachments/attachments.module.css';
import { CameraButton } from '../../../components/media-capture/camera-button';
import { getToken } from '../../../lib/auth/token-storage';
import { serverUrl } from '../../../lib/env/api-origin';
import { acceptAttribute, acceptsFile } from './hand-in-rules';
import styles from './homework.module.css';

/** What the form needs of its files: the finished uploads' ids and how many still run. */
export interface HandInFilesState {
  ids: string[];
  uploading: number;
}

type FileKind = 'photo' | 'video' | 'file';

interface HandInFilesProps {
  kind: FileKind;
  disabled: boolean;
  onChange: (files: HandInFilesState) => void;
}

/** A failed file's text (spec 02 §8): the task's own words for a wrong type, else the reason. */
function useFailureText(kind: FileKind): (item: UploadItem) => string {
  const { t } = useTranslation('homework');
  return (item) => {
    if (item.failure === 'wrongType') return t(`files.wrongType.${kind}`);
    // The server's words say which types the task takes (decision 057).
    if (item.failure === 'notPhotoOrVideo') return item.serverMessage || t(`files.wrongType.${kind}`);
    if (item.failure === 'tooLarge') return t('files.tooLarge');
    return item.serverMessage || t('files.failed');
  };
}

/**
 * The hand-in's files by tus with `purpose=homework` (decision 057), loaded on their own like the
 * chat composer's (decision 051): the picker takes what the task's kind takes and each file is
 * checked again before it goes; each shows its progress, its refusal, and a way to take it back.
 * The form remounts it (a new `key`) once a hand-in took the files.
 */
export default function HandInFiles({ kind, disabled, onChange }: HandInFilesProps) {
  const { t } = useTranslation('homework');
  const { t: tc } = useTranslation('common');
  const failureText = useFailureText(kind);
  const inputId = useId();
  const hintId = useId();
  const uploads = useUploads({
    endpoint: serverUrl(UPLOADS_PATH),
    token: getToken() ?? '',
    purpose: 'homework',
    accepts: (file) => acceptsFile(kind, file),
  });
  const kept = uploads.items.filter((item) => item.status !== 'failed').length;
  const uploading = uploads.items.filter((item) => item.status === 'uploading').length;
  const ids = uploads.ids.join(',');
  const full = kept >= HOMEWORK_MAX_FILES;

  useEffect(() => {
    onChange({ ids: ids ? ids.split(',') : [], uploading });
  }, [ids, uploading, onChange]);

  return (
    <div className={styles.group}>
      <div className={styles.attachRow}>
        <span className={attachments.attach}>
          <input
            id={inputId}
            className={attachments.fileInput}
            type="file"
            accept={acceptAttribute(kind)}
            multiple
            aria-describedby={hintId}
            disabled={disabled || full}
            onChange={(event) => {
              uploads.add([...(event.target.files ?? [])].slice(0, Math.max(0, HOMEWORK_MAX_FILES - kept)));
              event.target.value = '';
            }}
          />
          <label htmlFor={inputId} className={button.secondary} aria-disabled={disabled || full || undefined}>
            {t(`files.attach.${kind}`)}
          </label>
        </span>
        {/* A photo or video task can be done with the camera at once (spec 02 §8 media capture). */}
        {kind !== 'file' && (
          <CameraButton
            mode={kind}
            facing="environment"
            label={tc(kind === 'photo' ? 'capture.takePhoto' : 'capture.recordVideo')}
            className={button.secondary}
            disabled={disabled || full}
            onCapture={(file) => uploads.add([file])}
          />
        )}
      </div>
      <p id={hintId} className={styles.hint}>
        {full ? t('files.tooMany', { count: HOMEWORK_MAX_FILES }) : t(`files.hint.${kind}`)}
      </p>
      <UploadList
        items={uploads.items}
        onRemove={uploads.remove}
        doneText={(item) => t('files.done', { name: item.name })}
        progressText={(item) => t('files.progress', { name: item.name, percent: uploadPercent(item) })}
        failureText={(item) => `${item.name}: ${failureText(item)}`}
        removeLabel={(item) => t('files.remove', { name: item.name })}
      />
    </div>
  );
}
