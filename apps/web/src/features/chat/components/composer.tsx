import { CHAT_MESSAGE_MAX_LENGTH } from '@cp/contract';
import button from '@cp/ui/button/button.module.css';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import form from '../../../components/form/form.module.css';
import ui from '../../../components/ui/screen.module.css';
import { ApiError } from '../../../lib/api/api-error';
import { useSendMessage } from '../api/send-message';
import styles from './chat.module.css';
import type { AttachedFiles } from './composer-attachments';
import { type ComposerProblem, composerCounter, composerProblem, isSendShortcut } from './composer-rules';

const ComposerAttachments = lazy(() => import('./composer-attachments'));
const NO_FILES: AttachedFiles = { ids: [], uploading: 0 };

type ComposerError = ComposerProblem | 'delay' | 'composer.failed';

/**
 * The composer (spec 02 §5): text up to CHAT_MESSAGE_MAX_LENGTH with a counter, photos and
 * videos sent by tus beside it (issue 9 "Files"), the messageDelay rule said up front and the
 * server's 429 said in the same words, Ctrl+Enter or the button to send. What was typed and
 * attached stays when sending fails.
 */
export function Composer({ chatId, messageDelay }: { chatId: number; messageDelay: number }) {
  const { t } = useTranslation('chat');
  const fieldId = useId();
  const hintId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<ComposerError | null>(null);
  const send = useSendMessage(chatId);
  const [files, setFiles] = useState<AttachedFiles>(NO_FILES);
  // A sent message took the files: a new attachments list.
  const [generation, setGeneration] = useState(0);

  const submit = () => {
    if (send.isPending) return;
    const problem = composerProblem({ text, files: files.ids, uploading: files.uploading });
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    send.mutate(
      { message: text.trim(), files: files.ids },
      {
        onSuccess: () => {
          setText('');
          setFiles(NO_FILES);
          setGeneration((value) => value + 1);
        },
        onError: (failure) =>
          setError(failure instanceof ApiError && failure.status === 429 ? 'delay' : 'composer.failed'),
      },
    );
  };

  const delayText = t('composer.delay', { count: messageDelay });
  // "Please wait for files to upload" goes once they have.
  const shown = error === 'files.wait' && files.uploading === 0 ? null : error;
  return (
    <form
      className={styles.composer}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={fieldId} className={`${styles.author} ${styles.composerLabel}`}>
        {t('composer.label')}
      </label>
      <textarea
        id={fieldId}
        className={`${form.messageBox} ${styles.textarea}`}
        value={text}
        maxLength={CHAT_MESSAGE_MAX_LENGTH}
        placeholder={t('composer.placeholder')}
        aria-describedby={hintId}
        aria-invalid={error === 'composer.required' || undefined}
        onChange={(event) => {
          setText(event.target.value);
          if (error === 'composer.required') setError(null);
        }}
        onKeyDown={(event) => {
          if (isSendShortcut(event)) {
            event.preventDefault();
            submit();
          }
        }}
      />
      <div id={hintId} className={ui.spreadRow}>
        <p className={styles.hint}>{delayText}</p>
        <p className={styles.hint} aria-live="polite">
          {t('composer.counter', composerCounter(text))}
        </p>
      </div>
      {shown && (
        <p role="alert" className={styles.error}>
          {shown === 'delay' ? delayText : t(shown)}
        </p>
      )}
      {/* Attach and Send on one line, the uploads' list under them (chat.module.css). */}
      <div className={styles.sendRow}>
        <Suspense fallback={null}>
          <ComposerAttachments key={generation} disabled={send.isPending} onChange={setFiles} />
        </Suspense>
        <p className={`${styles.hint} ${styles.shortcut}`}>{t('composer.shortcut')}</p>
        <button type="submit" className={`${button.primary} ${styles.send}`} disabled={send.isPending}>
          {send.isPending ? t('composer.sending') : t('composer.send')}
        </button>
      </div>
    </form>
  );
}
