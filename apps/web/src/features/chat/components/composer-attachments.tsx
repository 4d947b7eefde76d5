import { CHAT_MESSAGE_MAX_FILES, UPLOADS_PATH } from '@cp/contract';
import { useUploads } from '@cp/ui';
import { useEffect } from 'react';
import { getToken } from '../../../lib/auth/token-storage';
import { serverUrl } from '../../../lib/env/api-origin';
import { Attachments } from './attachments';

/** What the composer needs of its attachments: the finished uploads' ids and how many still run. */
export interface AttachedFiles {
  ids: string[];
  uploading: number;
}

interface ComposerAttachmentsProps {
  disabled: boolean;
  onChange: (files: AttachedFiles) => void;
}

/**
 * The composer's uploads by tus (issue 9 "Files", decision 052), loaded on their own: tus is
 * most of the chat's JavaScript and a learner who only types never waits for it (decision 051).
 * The composer remounts it (a new `key`) once a message took the files.
 */
export default function ComposerAttachments({ disabled, onChange }: ComposerAttachmentsProps) {
  const uploads = useUploads({ endpoint: serverUrl(UPLOADS_PATH), token: getToken() ?? '' });
  const kept = uploads.items.filter((item) => item.status !== 'failed').length;
  const uploading = uploads.items.filter((item) => item.status === 'uploading').length;
  const ids = uploads.ids.join(',');

  useEffect(() => {
    onChange({ ids: ids ? ids.split(',') : [], uploading });
  }, [ids, uploading, onChange]);

  return (
    <Attachments
      items={uploads.items}
      full={kept >= CHAT_MESSAGE_MAX_FILES}
      disabled={disabled}
      onAdd={(files) => uploads.add(files.slice(0, Math.max(0, CHAT_MESSAGE_MAX_FILES - kept)))}
      onRemove={uploads.remove}
    />
  );
}
