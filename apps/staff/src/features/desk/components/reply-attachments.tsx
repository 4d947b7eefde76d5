import { CHAT_MESSAGE_MAX_FILES, UPLOADS_PATH } from '@cp/contract';
import { Button, UploadList, useUploads } from '@cp/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { getToken } from '../../../lib/session/token-storage';
import styles from './desk.module.css';

/** What the composer needs of its attachments: the finished uploads' ids and how many still run. */
export interface AttachedFiles {
  ids: string[];
  uploading: number;
}

/**
 * The reply's photos and videos, sent by tus as they are picked (issue 9 "Files", decision
 * 052): a dropped connection resumes, the progress shows per file, a refused file says why.
 * The composer remounts this (a new `key`) once a reply took the files.
 */
export function ReplyAttachments({ onChange }: { onChange: (files: AttachedFiles) => void }) {
  const { t } = useTranslation('desk');
  const uploads = useUploads({ endpoint: UPLOADS_PATH, token: getToken() ?? '' });
  const input = useRef<HTMLInputElement>(null);
  const kept = uploads.items.filter((item) => item.status !== 'failed').length;
  const uploading = uploads.items.filter((item) => item.status === 'uploading').length;
  const ids = uploads.ids.join(',');

  useEffect(() => {
    onChange({ ids: ids ? ids.split(',') : [], uploading });
  }, [ids, uploading, onChange]);

  return (
    <div className={styles.attachments}>
      <input
        ref={input}
        type="file"
        accept="image/*,video/*"
        multiple
        hidden
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          uploads.add(files.slice(0, Math.max(0, CHAT_MESSAGE_MAX_FILES - kept)));
          event.target.value = '';
        }}
      />
      <Button
        variant="secondary"
        size="small"
        disabled={kept >= CHAT_MESSAGE_MAX_FILES}
        onClick={() => input.current?.click()}
      >
        {t('attachments.add')}
      </Button>
      <UploadList
        label={t('attachments.label')}
        items={uploads.items}
        onRemove={uploads.remove}
        showName
        progressLabel={(item) => t('attachments.progress', { name: item.name })}
        doneText={() => t('attachments.ready')}
        // A refusal the desk knows is said in the desk's language (the upload server speaks English);
        // only an unknown one takes the server's words.
        failureText={(item) =>
          item.failure && item.failure !== 'failed'
            ? t(`attachments.failure.${item.failure}`)
            : (item.serverMessage ?? t('attachments.failure.failed'))
        }
        removeLabel={(item) => t('attachments.remove', { name: item.name })}
      />
    </div>
  );
}
