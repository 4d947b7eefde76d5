import { CHAT_MESSAGE_MAX_LENGTH } from '@cp/contract';
import { Button, TextArea } from '@cp/ui';
import { type FormEvent, type KeyboardEvent, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api/api-error';
import { usePostReply } from '../api/post-message';
import styles from './desk.module.css';
import { type AttachedFiles, ReplyAttachments } from './reply-attachments';

/**
 * What the composer may send (spec 02 §10): text (trimmed, as the server checks it) within the
 * limit, or files; never while files are still uploading ("Please wait for files to upload").
 */
export function replyProblem(text: string, files: AttachedFiles): 'empty' | 'tooLong' | 'uploading' | null {
  if (files.uploading > 0) return 'uploading';
  const trimmed = text.trim();
  if (!trimmed && files.ids.length === 0) return 'empty';
  if (trimmed.length > CHAT_MESSAGE_MAX_LENGTH) return 'tooLong';
  return null;
}

const NO_FILES: AttachedFiles = { ids: [], uploading: 0 };

/**
 * The expert's reply: the text with its maximum length and counter (spec 02 §5); Ctrl+Enter
 * or ⌘+Enter sends, Enter makes a new line. The server's refusal (read-only chat, limits)
 * shows under the field and the text stays.
 */
export function Composer({ chatId, disabledReason }: { chatId: number; disabledReason: string | null }) {
  const { t } = useTranslation('desk');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [files, setFiles] = useState<AttachedFiles>(NO_FILES);
  // A new key remounts the attachments once a reply took them.
  const [attachmentsKey, setAttachmentsKey] = useState(0);
  const reply = usePostReply(chatId);
  const onFiles = useCallback((next: AttachedFiles) => setFiles(next), []);

  const send = () => {
    const local = replyProblem(text, files);
    if (local) {
      setProblem(t(`composer.${local}`));
      return;
    }
    setProblem(null);
    reply.mutate(
      { message: text.trim(), files: files.ids },
      {
        onSuccess: () => {
          setText('');
          setFiles(NO_FILES);
          setAttachmentsKey((key) => key + 1);
        },
        onError: (error) => setProblem(errorText(error, t('errors.unknown', { ns: 'common' }))),
      },
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      send();
    }
  };

  if (disabledReason) {
    return (
      <p className={styles.readOnly} role="status">
        {disabledReason}
      </p>
    );
  }
  return (
    <form className={styles.composer} onSubmit={onSubmit}>
      <TextArea
        label={t('composer.label')}
        hideLabel
        placeholder={t('composer.placeholder')}
        value={text}
        maxLength={CHAT_MESSAGE_MAX_LENGTH}
        counterLabel={(length, max) => t('composer.counter', { length, max })}
        error={problem}
        rows={3}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className={styles.composerActions}>
        <ReplyAttachments key={attachmentsKey} onChange={onFiles} />
        <span className={`${styles.quiet} ${styles.hint}`}>{t('composer.hint')}</span>
        <Button type="submit" busy={reply.isPending}>
          {t('composer.send')}
        </Button>
      </div>
    </form>
  );
}
